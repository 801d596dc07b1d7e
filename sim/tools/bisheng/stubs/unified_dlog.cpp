// libunified_dlog of the simulator: empty. Projects link `unified_dlog` (CANN's logging); the sim's logging lives in
// libascendcl, only the name must resolve.
