# Tournaments: sign-up, pairings, standings and their refusals.
