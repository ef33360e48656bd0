/// The page's own styles (the drawings' are ``SVGWireframe/stylesheet``). System fonts only: the page loads nothing.
enum HTMLStylesheet {
  static let errorColor = "#d70015"
  static let warningColor = "#e08600"

  static let css = #"""
    :root{--error:#d70015;--warning:#e08600;--ink:#1d1d1f;--muted:#6e6e73;--line:#d9d9de;--bg:#f5f5f7;--card:#fff}
    *{box-sizing:border-box}
    body{margin:0;font:14px/1.4 -apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);
    background:var(--bg)}
    code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
    .script-errors{position:sticky;top:0;z-index:20;background:var(--error);color:#fff;padding:8px 16px;font-weight:600}
    header.top{background:#fff;border-bottom:1px solid var(--line);padding:16px 24px}
    header.top h1{margin:0 0 12px;font-size:22px}
    .totals{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px}
    .total{background:var(--bg);border-radius:8px;padding:6px 12px;min-width:92px}
    .total dt{font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
    .total dd{margin:0;font-size:20px;font-weight:600}
    .total.sev-error dd{color:var(--error)}.total.sev-warning dd{color:var(--warning)}
    .filters{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-bottom:8px}
    .filters-label{color:var(--muted)}
    .chip{border:1px solid var(--line);border-radius:14px;padding:2px 10px;cursor:pointer;background:#fff}
    .chip.sev-error{border-color:var(--error)}.chip.sev-warning{border-color:var(--warning)}
    details.legend summary{cursor:pointer;font-weight:600;margin:4px 0}
    table.rules{border-collapse:collapse;width:100%;max-width:1200px;font-size:13px}
    table.rules th,table.rules td{text-align:left;padding:3px 8px;border-bottom:1px solid var(--line);vertical-align:top}
    table.rules th{font-size:11px;text-transform:uppercase;color:var(--muted)}
    table.rules tr.quiet{color:var(--muted)}
    td.num{text-align:right;font-variant-numeric:tabular-nums}
    .rule-name{color:var(--muted);margin-left:6px}
    .pill{display:inline-block;border-radius:9px;padding:0 7px;font-size:11px;font-weight:600;color:#fff;
    text-transform:uppercase}
    .pill.sev-error{background:var(--error)}.pill.sev-warning{background:var(--warning)}
    .count.sev-error{color:var(--error)}.count.sev-warning{color:#b36b00}
    .swatches{display:flex;flex-wrap:wrap;gap:12px;margin:8px 0 0;font-size:12px;color:var(--muted)}
    .swatch i{display:inline-block;width:14px;height:10px;margin-right:4px;vertical-align:-1px;border:1.5px solid}
    .sw-error{border-color:var(--error)!important;background:#d7001524}
    .sw-warning{border-color:var(--warning)!important;background:#e0860024}
    .sw-safe{border-color:#ff9500!important;background:#ff950029;border-style:dashed!important}
    .sw-view{border-color:#3b6fd6!important}.sw-text{border-color:#1f8a70!important}
    .sw-control{border-color:#8e44ad!important}.sw-input{border-color:#d35400!important}
    .sw-image{border-color:#6c7a89!important}.sw-container{border-color:#2c3e50!important}
    .sw-bar{border-color:#7f8c8d!important;background:#7f8c8d26}
    main{padding:8px 24px 48px}
    section.unreadable{background:#fff0f1;border:1px solid var(--error);border-radius:8px;padding:8px 16px;margin:16px 0}
    section.unreadable h2{margin:4px 0;font-size:16px;color:var(--error)}
    p.failure,.failure{color:var(--error)}
    section.file{margin:24px 0}
    section.file>h2{font-size:17px;margin:0 0 8px;padding-bottom:4px;border-bottom:2px solid var(--line)}
    section.file>h2 small,section.scene>h3 small{font-weight:400;color:var(--muted);font-size:13px}
    section.scene{background:#fff;border:1px solid var(--line);border-radius:10px;padding:10px 14px;margin:12px 0}
    section.scene>h3{margin:0 0 8px;font-size:15px}
    h3.document-findings{font-size:14px;margin:8px 0 4px}
    body.only-findings .no-findings{display:none}
    .cards{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
    figure.card{margin:0;padding:6px;border:1px solid var(--line);border-radius:8px;background:var(--card);
    display:flex;flex-direction:column;gap:4px;max-width:100%}
    figure.card.sev-error{border-color:var(--error);box-shadow:0 0 0 1px #d7001540}
    figure.card.sev-warning{border-color:var(--warning)}
    figure.card.extra{background:#fffaf0}
    figure.card svg{display:block;max-width:100%;height:auto}
    figure.card figcaption{font-size:12px;max-width:260px;color:var(--ink)}
    figure.card figcaption small{color:var(--muted)}
    .badges{display:flex;flex-wrap:wrap;gap:4px;min-height:20px}
    .badge{font:inherit;font-size:11px;border-radius:9px;padding:1px 8px;border:0;line-height:18px}
    button.badge{cursor:pointer;color:#fff;font-weight:600}
    button.badge.sev-error{background:var(--error)}button.badge.sev-warning{background:var(--warning)}
    .badge.clean{color:var(--muted);background:var(--bg)}.badge.where{color:#8a5a00;background:#fdebc8}
    .no-layout{width:120px;display:flex;align-items:center;justify-content:center;color:var(--muted);
    background:var(--bg);border-radius:4px}
    .wireframe *{vector-effect:non-scaling-stroke}
    .wireframe .highlight{cursor:pointer;stroke-width:2.5}
    .wireframe .highlight.sev-error{fill:var(--error);stroke:var(--error)}
    .wireframe .highlight.sev-warning{fill:var(--warning);stroke:var(--warning)}
    .wireframe .highlight:hover,.wireframe .highlight.selected{fill-opacity:.35;stroke-width:4}
    .filtered-out{display:none!important}
    ol.findings{list-style:none;margin:10px 0 0;padding:0;border-top:1px solid var(--line)}
    li.finding{padding:5px 6px;border-bottom:1px solid var(--line);cursor:pointer;border-radius:4px}
    li.finding:hover,li.finding:focus,li.finding.selected{background:#eef3ff;outline:none}
    li.finding .rule-id{color:var(--muted)}
    li.finding .where{display:block;color:var(--muted);font-size:12px;margin-left:4px}
    .panel{position:fixed;top:0;right:0;bottom:0;width:min(560px,100vw);background:#fff;z-index:10;
    border-left:1px solid var(--line);box-shadow:-8px 0 24px #0000001f;overflow:auto;padding:0 18px 24px}
    .panel-head{position:sticky;top:0;background:#fff;display:flex;justify-content:space-between;align-items:center;
    border-bottom:1px solid var(--line);padding:10px 0}
    .panel-head h2{margin:0;font-size:16px}
    #panel-close{font-size:22px;border:0;background:none;cursor:pointer;line-height:1}
    article.panel-finding{border-bottom:1px solid var(--line);padding:10px 0}
    article.panel-finding h3{margin:4px 0;font-size:15px}
    article.panel-finding p{margin:4px 0}
    article.panel-finding dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;margin:6px 0;font-size:13px}
    article.panel-finding dt{color:var(--muted)}article.panel-finding dd{margin:0}
    article.panel-finding pre{background:#1d1d1f;color:#f5f5f7;padding:10px;border-radius:6px;overflow:auto;
    font-size:12px;line-height:1.45;white-space:pre}

    """#
}
