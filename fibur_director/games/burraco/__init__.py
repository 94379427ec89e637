"""Burraco: pairs, teams, individual and giallo tournaments by the FIBur codes (IT, REV)."""
