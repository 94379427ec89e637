"""FIBur Director: the desk application for Italian burraco tournaments."""

__version__ = "0.1.0"

# The games declare their kinds to the domain's vocabulary when the registry is imported; importing it here,
# before any other module of the package, means no entry point (the desk, the CLI, the live server, a script, a
# test) can read the vocabulary before the games have filled it (docs/architecture.md, "One game, one place").
from fibur_director.games import registry as _registry  # noqa: F401
