#ifndef XKCD_NETWORK_FIRST_H
#define XKCD_NETWORK_FIRST_H

/// Whether a command line (`argv[0]` the program) starts with a request:
/// `latest` named first and no `--offline`, known from the words alone. A
/// line that is not what it seems (`latest --help`) costs only the load.
int xkcd_network_first_wanted(int argc, char *const *argv);

/// Whether this process's command line starts with a request (`latest`,
/// online) and libcurl began loading for it before `main` (NetworkFirst.c).
int xkcd_network_first_started(void);

/// Waits for that load; at once when none was started. `main` calls it
/// before it starts any thread (its first hop to the concurrency runtime).
void xkcd_network_first_wait(void);

#endif
