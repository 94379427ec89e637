"""The two shipped games' example tournament files, as documents (issue 36: no test module imports another):
burraco's is the example of TOURNAMENT-FILE.md completed so it is consistent, the Tarot's eight players with every
shape a deal can take."""

from __future__ import annotations

from typing import Any


def burraco_example() -> dict[str, Any]:
    """The example of TOURNAMENT-FILE.md, completed so it is consistent."""
    return {
        "format": "fibur-director-tournament",
        "version": 1,
        "tournament": {
            "name": "Torneo di Natale",
            "date": "2026-12-20",
            "ruleset": "burraco-italiano",
            "kind": "pairs",
            "deals_per_round": 4,
            "planned_rounds": 4,
            "sessions": [[1, 2, 3, 4]],
        },
        "players": [
            {
                "id": f"p{i}",
                "surname": f"Cognome{i}",
                "name": "Maria",
                "card": f"FIB{i}",
                "club": "Circolo Aurora",
            }
            for i in range(1, 11)
        ],
        "entries": [
            {"id": e, "name": f"Coppia {e}", "players": [f"p{2 * e - 1}", f"p{2 * e}"]} for e in range(1, 6)
        ],
        "rounds": [
            {
                "number": 1,
                "system": "mitchell",
                "tables": [
                    {
                        "table": 1,
                        "ns": 1,
                        "ew": 3,
                        "result": {"ns_points": 1250, "ew_points": 900, "deals": [[600, 400], [650, 500]]},
                    },
                    {"table": 2, "ns": 2, "ew": 4},
                ],
                "rest": [5],
            }
        ],
        "sanctions": [{"type": "warning", "entry": 3, "round": 1, "article": "IT 28"}],
        "future_key": {"ignored": True},
    }


def tarot_example() -> dict[str, Any]:
    """Eight players, round 1 seated by the draw, two turn sheets holding every shape a deal can take."""
    return {
        "format": "fibur-director-tournament",
        "version": 1,
        "tournament": {
            "name": "Torneo di Mineo",
            "date": "2026-12-20",
            "ruleset": "tarocchi-siciliani",
            "kind": "tarot",
            "deals_per_round": 4,
            "planned_rounds": 3,
            "sessions": [[1], [2, 3]],
            "level": "regional",
            "prizes": 3,
        },
        "players": [
            {"id": f"p{i}", "surname": f"Cognome{i}", "name": "Turi", "card": f"T{i}", "club": "Mineo"}
            for i in range(1, 9)
        ],
        "entries": [{"id": i, "name": f"Cognome{i} Turi", "players": [f"p{i}"]} for i in range(1, 9)],
        "rounds": [
            {
                "number": 1,
                "system": "tarot",
                "draw": [
                    {"entry": e, "trump": t}
                    for e, t in ((1, 21), (2, 20), (3, 19), (4, 18), (5, 17), (6, 16), (7, 15), (8, 14))
                ],
                "tables": [
                    {
                        "table": 1,
                        "ns": [1, 2, 3, 4],
                        "deals": [
                            {
                                "deal": 1,
                                "declarer": "N",
                                "call": "CV",
                                "partner": "S",
                                "scommessa": True,
                                "rivanto": "S",
                                "jucate": [{"rim": 1, "scm": 1, "van": 1, "riv": 1, "pig": 2}, {"pig": 1}],
                            },
                            {"deal": 2, "declarer": "W", "call": "S5", "difference": -2, "pigliate": [0, 3]},
                            {
                                "deal": 3,
                                "declarer": "E",
                                "call": "CF",
                                "partner": "W",
                                "jucate": [{"rim": 1}, {"van": 1}],
                                "penalties": [
                                    {"seat": "N", "kind": "revoke", "self_reported": True},
                                    {"seat": "S", "kind": "exposure"},
                                ],
                            },
                            {"deal": 4, "penalties": [{"seat": "E", "kind": "wrong_cards"}]},
                        ],
                    },
                    {
                        "table": 2,
                        "ns": [5, 6, 7, 8],
                        "deals": [
                            {
                                "deal": 1,
                                "declarer": "S",
                                "call": "SV",
                                "rivanto": "E",
                                "difference": 3,
                                "pigliate": [2, 1],
                                "rivanto_realised": False,
                            }
                        ],
                    },
                ],
            }
        ],
        "sanctions": [],
    }
