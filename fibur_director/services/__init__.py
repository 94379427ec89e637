"""Use cases, one database transaction each (tournament workflow). Empty until the workflow issue."""
