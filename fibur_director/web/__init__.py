"""The live pages (issue 16): a read-only web server inside the desk, and the same pages as static files.

Kept free of imports so the command line can name the defaults without loading the web stack."""

DEFAULT_HOST = "127.0.0.1"  # this computer only: the referee chooses the Wi-Fi interface
DEFAULT_PORT = 8765
