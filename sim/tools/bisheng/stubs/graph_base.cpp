// libgraph_base of the simulator: empty. An example links `graph_base` (CANN's graph IR base); nothing of it is
// emulated, only the name must resolve.
