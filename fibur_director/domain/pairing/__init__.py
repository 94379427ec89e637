"""Pairing engines (DIGEST §1–2). Every engine takes entries in current standing order (or the lines fixed in
the first round) and returns a ProposedRound: tables with both sides, rests, and warnings. The services, the
desk and the command line all use these functions; none of them touches a database."""
