## Conditional moves
