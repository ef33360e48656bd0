/// The page's scripts: an error recorder that runs first, and the panel, filters and self-test.
enum HTMLScript {
  /// Records every script error in `#script-errors` (made visible) and in the root element's
  /// `data-script-errors` (their count), so that a person and a test both see a script that failed.
  static let errorRecorder = #"""
    window.trellisErrors = [];
    window.onerror = function (message, source, line, column) {
      window.trellisErrors.push(String(message) + " (line " + line + ":" + column + ")");
      document.documentElement.setAttribute("data-script-errors", String(window.trellisErrors.length));
      var box = document.getElementById("script-errors");
      if (box) { box.hidden = false; box.textContent = "Script error: " + window.trellisErrors.join("; "); }
      return false;
    };

    """#

  /// Opens the panel for whatever carries `data-findings` (a highlighted view, a badge, a line of a findings list),
  /// applies the filters, makes a view's tooltip on first hover, runs the self-test when the address ends in
  /// `#selftest` (a click on the first highlight, a hover on the first view, warnings filtered out and back, each
  /// outcome in a `data-selftest…` attribute of the body), and marks the body ready.
  static let main = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("trellis-data").textContent);
      var findings = data.findings;
      var panel = document.getElementById("panel");
      var panelBody = document.getElementById("panel-body");
      var panelTitle = document.getElementById("panel-title");

      function make(tag, className, text) {
        var node = document.createElement(tag);
        if (className) { node.className = className; }
        if (text !== undefined) { node.textContent = text; }
        return node;
      }
      function indicesOf(node) {
        return node.getAttribute("data-findings").split(" ").filter(Boolean).map(Number);
      }
      function row(list, term, value, code) {
        list.appendChild(make("dt", "", term));
        var dd = make("dd");
        dd.appendChild(code ? make("code", "", value) : document.createTextNode(value));
        list.appendChild(dd);
      }
      function select(indices) {
        var wanted = {};
        indices.forEach(function (i) { wanted[i] = true; });
        document.querySelectorAll(".selected").forEach(function (node) { node.classList.remove("selected"); });
        document.querySelectorAll(".highlight[data-findings], li.finding[data-findings]").forEach(function (node) {
          if (indicesOf(node).some(function (i) { return wanted[i]; })) { node.classList.add("selected"); }
        });
      }
      function open(indices, heading) {
        panelBody.textContent = "";
        panelTitle.textContent = heading;
        indices.forEach(function (index) {
          var finding = findings[index];
          if (!finding) { return; }
          var article = make("article", "panel-finding sev-" + finding.severity);
          article.setAttribute("data-finding", String(index));
          var title = make("h3");
          title.appendChild(make("span", "pill sev-" + finding.severity, finding.severity));
          title.appendChild(document.createTextNode(" " + finding.name + " "));
          title.appendChild(make("code", "rule-id", finding.rule));
          article.appendChild(title);
          article.appendChild(make("p", "message", finding.message));
          var list = make("dl");
          row(list, "Occurs", finding.occurs);
          row(list, "Source", finding.location, true);
          if (finding.scene) { row(list, "Scene", finding.scene); }
          if (finding.objects.length) { row(list, "Objects", finding.objects.join(", "), true); }
          article.appendChild(list);
          if (finding.details) { article.appendChild(make("pre", "details", finding.details)); }
          panelBody.appendChild(article);
        });
        panel.hidden = false;
        select(indices);
      }
      function headingFor(node, count) {
        var label = count === 1 ? "1 finding" : count + " findings";
        var card = node.closest("figure.card");
        if (card) {
          var caption = card.querySelector("figcaption");
          var view = node.getAttribute("data-id");
          return label + (view ? " on " + view : "") + " · " + (caption ? caption.textContent : "");
        }
        return label;
      }
      document.addEventListener("click", function (event) {
        var target = event.target.closest ? event.target.closest("[data-findings]") : null;
        if (!target || target.closest("#panel")) { return; }
        var indices = indicesOf(target).filter(visible);
        if (!indices.length) { return; }
        event.preventDefault();
        open(indices, headingFor(target, indices.length));
      });
      document.addEventListener("keydown", function (event) {
        if (event.key === "Escape") { panel.hidden = true; select([]); return; }
        if (event.key === "Enter" && event.target.matches && event.target.matches("li.finding")) {
          event.target.click();
        }
      });
      document.getElementById("panel-close").addEventListener("click", function () {
        panel.hidden = true;
        select([]);
      });

      // Cards carry no tooltip per view (it would make the page much larger): one is made on first hover.
      document.addEventListener("mouseover", function (event) {
        var group = event.target.closest ? event.target.closest("g.view") : null;
        if (!group || group.getAttribute("data-tooltip") === "1") { return; }
        group.setAttribute("data-tooltip", "1");
        var custom = group.getAttribute("data-custom-class");
        var text = (custom ? custom + " · " : "") + group.getAttribute("data-class") + " " +
          group.getAttribute("data-id");
        var frame = group.querySelector(":scope > rect.frame");
        if (frame) {
          text += " (" + ["x", "y", "width", "height"].map(function (name) {
            return frame.getAttribute(name);
          }).join(", ") + ")";
        }
        if (group.classList.contains("hidden")) { text += ", hidden"; }
        var label = group.querySelector(":scope > text.text");
        if (label) { text += ": \u201c" + label.textContent + "\u201d"; }
        var title = document.createElementNS("http://www.w3.org/2000/svg", "title");
        title.textContent = text;
        group.insertBefore(title, group.firstChild);
      });

      var shownSeverities = {};
      var shownRules = {};
      function visible(index) {
        var finding = findings[index];
        return shownSeverities[finding.severity] !== false && shownRules[finding.rule] !== false;
      }
      function applyFilters() {
        document.querySelectorAll("[data-filter-severity]").forEach(function (box) {
          shownSeverities[box.getAttribute("data-filter-severity")] = box.checked;
        });
        document.querySelectorAll("[data-filter-rule]").forEach(function (box) {
          shownRules[box.getAttribute("data-filter-rule")] = box.checked;
        });
        document.querySelectorAll("[data-findings]").forEach(function (node) {
          node.classList.toggle("filtered-out", !indicesOf(node).some(visible));
        });
        document.body.classList.toggle("only-findings", document.getElementById("only-findings").checked);
      }
      document.querySelectorAll("input[type=checkbox]").forEach(function (box) {
        box.addEventListener("change", applyFilters);
      });
      applyFilters();

      if (location.hash === "#selftest") {
        var first = document.querySelector(".highlight[data-findings]");
        if (first) {
          first.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
          document.body.setAttribute("data-selftest-panel-open", panel.hidden ? "0" : "1");
          document.body.setAttribute("data-selftest", panelBody.textContent);
        } else {
          document.body.setAttribute("data-selftest", "no highlighted view");
        }
        var view = document.querySelector("g.view");
        if (view) {
          view.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
          var tooltip = view.querySelector(":scope > title");
          document.body.setAttribute("data-selftest-tooltip", tooltip ? tooltip.textContent : "");
        }
        var warnings = document.querySelector("[data-filter-severity=warning]");
        warnings.checked = false;
        warnings.dispatchEvent(new Event("change"));
        document.body.setAttribute("data-selftest-filtered",
          String(document.querySelectorAll(".highlight.filtered-out").length));
        warnings.checked = true;
        warnings.dispatchEvent(new Event("change"));
      }
      document.body.setAttribute("data-ready", "1");
    })();

    """#
}
