import TallyCLI
