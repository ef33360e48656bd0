#!/usr/bin/env python3
"""Validates a document against a schema with the field's standard validators and prints every error.

    validate.py SCHEMA DOCUMENT

A `.json` schema is a JSON Schema, checked with Python's jsonschema under the draft the schema declares, formats
included (`uri`, `uri-reference`, `date-time`, ...). A `.xsd` schema is an XML Schema, checked with lxml (libxml2).
Prints "valid" and exits 0, or prints one error a line (where, then what) and exits 1. Exits 2 when it cannot run:
a missing validator (run .ci/install-validators), an unreadable file, a document that does not parse.
"""
import json
import sys


def validate_json(schema_path, document_path):
    # jsonschema imports rfc3987_syntax, when installed, for the `iri` formats, which none of our schemas use; it
    # builds a grammar on import (1.5 s a run). Without it those formats go unchecked and `uri`, `uri-reference`
    # are still checked by rfc3986_validator.
    sys.modules.setdefault("rfc3987_syntax", None)
    import jsonschema
    from jsonschema.validators import validator_for

    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    with open(document_path, encoding="utf-8") as file:
        document = json.load(file)
    cls = validator_for(schema)
    cls.check_schema(schema)
    # Every format jsonschema knows, not only the declared draft's: SARIF's draft-04 schema uses `uri-reference`,
    # which draft 4 did not define yet.
    validator = cls(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    return [f"{error.json_path}: {error.message}" for error in errors]


def validate_xml(schema_path, document_path):
    from lxml import etree

    schema = etree.XMLSchema(etree.parse(schema_path))
    document = etree.parse(document_path)
    if schema.validate(document):
        return []
    return [f"line {error.line}: {error.message}" for error in schema.error_log]


def main(arguments):
    if len(arguments) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    schema_path, document_path = arguments
    try:
        if schema_path.endswith(".xsd"):
            errors = validate_xml(schema_path, document_path)
        else:
            errors = validate_json(schema_path, document_path)
    except ImportError as error:
        print(f"validator missing ({error}); run .ci/install-validators", file=sys.stderr)
        return 2
    except Exception as error:  # unreadable or unparsable input: not a validation verdict
        print(f"cannot validate {document_path}: {type(error).__name__}: {error}", file=sys.stderr)
        return 2
    if errors:
        print("\n".join(errors))
        return 1
    print("valid")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
