"""Text helpers for names as referees type them."""

from __future__ import annotations

import re
import unicodedata

# Letters that do not decompose into base + accent under NFKD.
_UNDECOMPOSABLE = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe"})


def fold(text: str) -> str:
    """Case- and accent-free form: "Šimić" and "simic", "Niccolò" and "NICCOLO" fold alike."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return stripped.translate(_UNDECOMPOSABLE)


def search_key(*parts: str) -> str:
    """What the player archive's incremental search matches against."""
    return " ".join(fold(p).strip() for p in parts if p and p.strip())


def natural_key(text: str) -> tuple[tuple[int, int | str], ...]:
    """Sort key for names as people read them: accents and case ignored, numbers by value ("Rossi2" before
    "Rossi10", "d'Angelo" with the Ds, "Šimić" with the Ss)."""
    parts = re.split(r"(\d+)", fold(text))
    return tuple((0, int(part)) if part.isdigit() else (1, part) for part in parts if part)
