"""PDF, Excel and CSV output from service read-models; never imports Qt. Empty until the printing issue."""
