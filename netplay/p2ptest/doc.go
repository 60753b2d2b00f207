// Package p2ptest holds the end-to-end tests of networked matches: netplay
// peers over real WebRTC data channels (pion, natively), every one inside a
// private loopback-only network namespace that the tests make themselves.
// It has no non-test code.
package p2ptest
