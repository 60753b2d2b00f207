// Package bot holds game-independent players that act on a seat's view only
// and choose among the legal moves, and a driver that plays a match with them.
package bot
