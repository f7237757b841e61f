#!/bin/bash
# Trace one corpus run: hand actions, messages and the tracker's events in time order.
#   tools/reconstruction/trace.sh "FILE.pgn #N PROFILE SEED"
# Writes hardware/target/reconstruction-trace.txt (line 3: the differences, printed here); lines a
# change under study prints with System.out.println("DBG ...") go to /tmp/dbg.txt.
set -u
mvn -B -q -pl board-protocol,hardware verify -Dtest=ReconstructionTraceTest \
  -Dsurefire.failIfNoSpecifiedTests=false "-Dtrace=$1" > /tmp/trace.log 2>&1
grep -h "DBG" /tmp/trace.log > /tmp/dbg.txt
sed -n 3p hardware/target/reconstruction-trace.txt
