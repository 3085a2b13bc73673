# Sourced by .ci/run and .ci/background: `stage NAME` says how far into the run a stage starts
# (bash's SECONDS; the background lane starts from the main one's clock), since the whole run is
# to stay under 30 minutes.
stage() { echo "== $* [$((SECONDS / 60))m$((SECONDS % 60))s]"; }
