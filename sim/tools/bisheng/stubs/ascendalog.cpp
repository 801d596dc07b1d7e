// libascendalog of the simulator: empty. An example links `ascendalog` (CANN's application log); the sim's logging
// lives in libascendcl, only the name must resolve.
