"""The PySide6 desk: windows, pages, dialogs and item models; talks to services only."""
