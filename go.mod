module github.com/galleria-games/galleria

go 1.26
