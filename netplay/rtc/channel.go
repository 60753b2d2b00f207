package rtc

// label names the one data channel of every link.
const label = "galleria"
