#!/usr/bin/env bash
# A local cluster in one command: a PostgreSQL primary and a streaming replica (deploy/pg-pair.sh), N app
# instances of the compiled server, and Debian's nginx in front (deploy/nginx.conf). Loopback only.
#   npm run cluster [-- start [N]]   start (or resize to N instances, default 2); idempotent
#   npm run cluster -- stop          stop everything it started (pid files in .cluster/)
#   npm run cluster -- status
# Ports: CLUSTER_PORT (nginx, 8210), the instances on the next N ports, PostgreSQL on CLUSTER_PG_PORT (5433)
# and the replica on the one after. CLUSTER_BUILD=1 rebuilds the web app and server first.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUN=${CLUSTER_DIR:-$ROOT/.cluster}
PORT=${CLUSTER_PORT:-8210}
PG_PORT=${CLUSTER_PG_PORT:-5433}
REPLICA_PORT=$((PG_PORT + 1))
NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
DB=storefront
PRIMARY_URL="postgres://postgres@127.0.0.1:$PG_PORT/$DB"
REPLICA_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/$DB"
HOST_NAME=cards.localhost

alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

wait_http() { # URL SECONDS
  for _ in $(seq 1 $(($2 * 4))); do
    curl -fs -o /dev/null -H "Host: $HOST_NAME" "$1" && return 0
    sleep 0.25
  done
  return 1
}

build() {
  if [ "${CLUSTER_BUILD:-}" = 1 ] || [ ! -f "$ROOT/server/dist/main.js" ] || [ ! -f "$ROOT/web/dist/index.html" ]; then
    echo "== building the web app and the server"
    (cd "$ROOT" && npm run build --silent >"$RUN/logs/build.log" 2>&1) || {
      tail -n 30 "$RUN/logs/build.log"
      exit 1
    }
  fi
}

database() {
  echo "== PostgreSQL primary :$PG_PORT, replica :$REPLICA_PORT"
  "$ROOT/deploy/pg-pair.sh" start "$RUN/pg" "$PG_PORT" "$REPLICA_PORT"
  if ! psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -Atqc "select 1 from pg_database where datname = '$DB'" | grep -q 1; then
    psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc "create database $DB"
  fi
}

secret() {
  [ -f "$RUN/secret-key" ] || (umask 077 && openssl rand -hex 32 >"$RUN/secret-key")
  cat "$RUN/secret-key"
}

start_instance() { # INDEX
  local i=$1 port=$((PORT + $1)) pidfile="$RUN/app-$1.pid"
  if alive "$pidfile"; then return 0; fi
  echo "== app instance $i on 127.0.0.1:$port"
  (
    cd "$ROOT/server"
    env NODE_ENV=production PORT="$port" HOST=127.0.0.1 \
      DATABASE_URL="$PRIMARY_URL" DATABASE_REPLICA_URLS="$REPLICA_URL" \
      SECRET_KEY="$(secret)" TRUST_PROXY=true REQUEST_ID_PROXIES=127.0.0.1 \
      PUBLIC_URL_SCHEME=http PUBLIC_PORT="$PORT" \
      LOG_LEVEL="${LOG_LEVEL:-info}" \
      setsid node --enable-source-maps dist/main.js >>"$RUN/logs/app-$i.log" 2>&1 </dev/null &
    echo $! >"$pidfile"
  )
  # The first instance migrates and seeds the demo stores; the others start once it has.
  wait_http "http://127.0.0.1:$port/api/health/" 120 || {
    echo "instance $i did not answer; its log:"
    tail -n 30 "$RUN/logs/app-$i.log"
    exit 1
  }
}

stop_pidfile() { # FILE NAME
  if alive "$1"; then
    local pid
    pid=$(cat "$1")
    kill "$pid"
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    echo "stopped $2 (pid $pid)"
  fi
  rm -f "$1"
}

nginx_conf() { # INSTANCES
  local servers=""
  for i in $(seq 1 "$1"); do
    servers+="    server 127.0.0.1:$((PORT + i)) max_fails=1 fail_timeout=5s;"$'\n'
  done
  mkdir -p "$RUN/nginx"
  SERVERS="$servers" awk -v run="$RUN" -v port="$PORT" -v web="$ROOT/web/dist" '
    /\{\{UPSTREAM_SERVERS\}\}/ { printf "%s", ENVIRON["SERVERS"]; next }
    { gsub(/\{\{RUN\}\}/, run); gsub(/\{\{PORT\}\}/, port); gsub(/\{\{WEB_DIST\}\}/, web); print }
  ' "$ROOT/deploy/nginx.conf" >"$RUN/nginx.conf"
  "$NGINX" -t -q -c "$RUN/nginx.conf" -e "$RUN/logs/nginx-error.log"
  if alive "$RUN/nginx.pid"; then
    "$NGINX" -c "$RUN/nginx.conf" -e "$RUN/logs/nginx-error.log" -s reload
  else
    echo "== nginx on 127.0.0.1:$PORT"
    "$NGINX" -c "$RUN/nginx.conf" -e "$RUN/logs/nginx-error.log"
  fi
}

start() {
  local n=${1:-${CLUSTER_INSTANCES:-2}}
  [[ $n =~ ^[1-9]$ ]] || { echo "instances: 1 to 9" >&2; exit 2; }
  [ -x "$NGINX" ] || { echo "nginx not found: apt-get install nginx" >&2; exit 1; }
  mkdir -p "$RUN/logs"
  build
  database
  for i in $(seq 1 "$n"); do start_instance "$i"; done
  for pidfile in "$RUN"/app-*.pid; do
    [ -e "$pidfile" ] || continue
    local i=${pidfile##*/app-}
    i=${i%.pid}
    [ "$i" -gt "$n" ] && stop_pidfile "$pidfile" "app instance $i"
  done
  nginx_conf "$n"
  wait_http "http://127.0.0.1:$PORT/api/health/" 10
  echo "Storefront cluster: $n instance(s), replica on :$REPLICA_PORT"
  echo "  http://cards.localhost:$PORT  (also outdoor, warehouse, agency .localhost:$PORT)"
  echo "  logs in $RUN/logs; stop with: npm run cluster -- stop"
}

stop() {
  if alive "$RUN/nginx.pid"; then
    "$NGINX" -c "$RUN/nginx.conf" -e "$RUN/logs/nginx-error.log" -s quit
    for _ in $(seq 1 40); do alive "$RUN/nginx.pid" || break; sleep 0.25; done
    echo "stopped nginx"
  fi
  for pidfile in "$RUN"/app-*.pid; do
    [ -e "$pidfile" ] && stop_pidfile "$pidfile" "app instance ${pidfile##*/}"
  done
  [ -d "$RUN/pg" ] && "$ROOT/deploy/pg-pair.sh" stop "$RUN/pg" && echo "stopped PostgreSQL"
  return 0
}

status() {
  alive "$RUN/nginx.pid" && echo "nginx: running on :$PORT" || echo "nginx: stopped"
  for pidfile in "$RUN"/app-*.pid; do
    [ -e "$pidfile" ] || continue
    alive "$pidfile" && echo "${pidfile##*/}: pid $(cat "$pidfile")" || echo "${pidfile##*/}: not running"
  done
  for p in "$PG_PORT" "$REPLICA_PORT"; do
    echo -n "PostgreSQL :$p: "
    psql -h 127.0.0.1 -p "$p" -U postgres -Atc "select case when pg_is_in_recovery() then 'replica' else 'primary' end" 2>/dev/null || echo "stopped"
  done
}

case "${1:-start}" in
  start) start "${2:-}" ;;
  stop) stop ;;
  status) status ;;
  *)
    echo "usage: npm run cluster -- [start [N] | stop | status]" >&2
    exit 2
    ;;
esac
