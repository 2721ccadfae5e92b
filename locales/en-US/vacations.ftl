## Vacations and extra time (host, Discord, web)
