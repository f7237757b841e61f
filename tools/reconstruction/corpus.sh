#!/bin/bash
# Full corpus run of the reconstruction for some profiles and three seeds, its report copied out.
#   tools/reconstruction/corpus.sh OUT PROFILES FIRSTSEED
#   e.g. tools/reconstruction/corpus.sh /tmp/lossy7375.txt link-trouble,all 73
# Profiles: the lossy pair link-trouble,all; the tidy six clean,careful,club,blitz,clumsy,irregular.
# Run from the repository root (needs ../shared/corpus); about 2-4 minutes per call on 2 cores.
set -u
OUT=$1; PROFILES=$2; FIRST=$3
rm -f hardware/target/reconstruction-corpus.txt
mvn -B -q -pl board-protocol,hardware verify -Pfull-reconstruction -Dtest=CorpusReconstructionTest \
  -Dsurefire.failIfNoSpecifiedTests=false -Dreconstruction.profiles="$PROFILES" \
  -Dreconstruction.firstSeed="$FIRST" > "$OUT.log" 2>&1
cp hardware/target/reconstruction-corpus.txt "$OUT"
# Runs neither exact nor flagged (8.4), per profile.
grep -E "^\S+ +[0-9]+ runs" "$OUT" \
  | awk '{fl=0; for(i=1;i<=NF;i++) if ($i=="more") fl=$(i-1); print $1, $2-$4-fl}'
