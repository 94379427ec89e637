"""FIBur Director: the desk application for Italian burraco tournaments."""

__version__ = "0.1.0"
