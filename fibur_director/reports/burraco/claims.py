"""Where burraco's final standings stand with the players' claims, in the printed forms' words (IT Art. 20;
REV Art. 19): the listings' title and prize line, the workbook's sheet line. Burraco's alone (the Tarot's
standings have no claims window), so here rather than in the shared ``reports/words.py``."""

from __future__ import annotations

from fibur_director.games.burraco.regulation import Claims
from fibur_director.reports.words import local_clock


def claims_words(claims: Claims) -> tuple[str, str, str]:
    """The final standings' state for the title, its tail, and the line where the prize list would be (IT
    Art. 20; REV Art. 19): "provvisoria", " – reclami fino alle 18:40 (IT Art. 20)" and "Premiazione sulla
    classifica definitiva, dopo le 18:40 (IT Art. 20)."; definitive standings say "definitiva", have no tail
    and carry their prizes."""
    article = claims.article
    if claims.state == "definitive":
        return "definitiva", "", ""
    if claims.state == "open" and claims.until is not None:
        until = local_clock(claims.until)
        return (
            "provvisoria",
            f" – reclami fino alle {until} ({article})",
            f"Premiazione sulla classifica definitiva, dopo le {until} ({article}).",
        )
    return (
        "provvisoria",
        f" – da esporre: {claims.minutes} minuti per i reclami ({article})",
        f"Premiazione sulla classifica definitiva ({article}).",
    )


def claims_sentence(claims: Claims) -> str:
    """The same state in one sentence, for a sheet or a line of its own."""
    if claims.state == "definitive" and claims.until is not None:
        return f"definitiva dalle {local_clock(claims.until)} ({claims.article})"
    if claims.state == "open" and claims.until is not None:
        return f"reclami aperti fino alle {local_clock(claims.until)} ({claims.article})"
    return f"la classifica finale non è ancora esposta ({claims.article})"
