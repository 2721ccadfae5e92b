## Designed games: rules files, the designer's tools
