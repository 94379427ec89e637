"""PDF, Excel and CSV output from domain models (through ``Book``); never imports Qt, the database or services."""
