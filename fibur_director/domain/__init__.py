"""Pure-Python tournament rules: rulesets, scoring, pairing, standings. No Qt, no database."""
