#!/usr/bin/env bash
# A PostgreSQL primary and a streaming replica made with the standard tools, on loopback:
#   deploy/pg-pair.sh start DIR PRIMARY_PORT REPLICA_PORT   initdb + start the primary, pg_basebackup -R the replica
#   deploy/pg-pair.sh stop DIR                              stop both (fast shutdown)
#   deploy/pg-pair.sh stop-replica DIR                      stop the replica only
#   deploy/pg-pair.sh check                                 exit 0 when this machine can make the pair
# Idempotent: a cluster that exists is started again, one that runs is left alone. Trust authentication on
# 127.0.0.1 only (a local cluster); no Unix sockets. As root, the server runs as the `postgres` user.
set -euo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)}
[ -n "$PG_BIN" ] || PG_BIN=$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/initdb)")

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

check() {
  for tool in initdb pg_ctl pg_basebackup; do
    [ -x "$PG_BIN/$tool" ] || { echo "no $tool (looked in ${PG_BIN:-PATH}): install PostgreSQL's server package" >&2; return 1; }
  done
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    echo "running as root and there is no postgres user for initdb" >&2
    return 1
  fi
}

running() { as_pg "$PG_BIN/pg_ctl" -D "$1" status >/dev/null 2>&1; }

wait_ready() {
  for _ in $(seq 1 60); do
    "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$1" -q && return 0
    sleep 0.25
  done
  echo "PostgreSQL on port $1 did not become ready" >&2
  return 1
}

start_server() { # DATA PORT LOG
  running "$1" && return 0
  as_pg "$PG_BIN/pg_ctl" -D "$1" -l "$3" -w -t 60 start >/dev/null
  wait_ready "$2"
}

start() {
  local dir=$1 primary_port=$2 replica_port=$3
  check
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres: "$dir"
  local primary="$dir/primary" replica="$dir/replica"
  if [ ! -f "$primary/PG_VERSION" ]; then
    as_pg "$PG_BIN/initdb" -D "$primary" -U postgres --auth=trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
    as_pg tee -a "$primary/postgresql.conf" >/dev/null <<EOF
# deploy/pg-pair.sh
listen_addresses = '127.0.0.1'
port = $primary_port
unix_socket_directories = ''
max_connections = 300
wal_level = replica
max_wal_senders = 10
max_replication_slots = 10
hot_standby = on
hot_standby_feedback = on
${PG_PAIR_EXTRA_CONF:-}
EOF
  fi
  start_server "$primary" "$primary_port" "$dir/primary.log"
  if [ ! -f "$replica/PG_VERSION" ]; then
    # -R writes primary_conninfo and standby.signal; the slot keeps the WAL a stopped replica still needs.
    as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$replica" \
      -R -X stream -C -S replica_1 --checkpoint=fast --no-sync
    echo "port = $replica_port" | as_pg tee -a "$replica/postgresql.auto.conf" >/dev/null
  fi
  start_server "$replica" "$replica_port" "$dir/replica.log"
}

stop() { # DIR [WHICH...]
  local dir=$1
  shift
  for data in "${@/#/$dir/}"; do
    if [ -f "$data/PG_VERSION" ] && running "$data"; then
      as_pg "$PG_BIN/pg_ctl" -D "$data" -m fast -w stop >/dev/null
    fi
  done
}

case "${1:-}" in
  start) start "$2" "$3" "$4" ;;
  stop) stop "$2" replica primary ;;
  stop-replica) stop "$2" replica ;;
  check) check ;;
  *)
    echo "usage: $0 start DIR PRIMARY_PORT REPLICA_PORT | stop DIR | stop-replica DIR | check" >&2
    exit 2
    ;;
esac
