"""The round systems a burraco round records (``Round.system``), with the names the desk and the printouts give
them: the pairing methods (IT/REV Art. 2), a round edited by hand, and the giallo's rounds. Declared to the
vocabulary by the games' registry (``Game.systems``), as the kinds are."""

from __future__ import annotations

from typing import Final

SYSTEM_NAMES: Final[dict[str, str]] = {
    "mitchell": "mitchell",
    "danish": "danese",
    "danish-modified": "danese modificato",
    "danish-norepeat": "danese senza reincontri",
    "italian": "all'italiana",
    "manual": "modificato a mano",
    "giallo": "giallo",
}
