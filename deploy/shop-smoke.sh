#!/usr/bin/env bash
# Shops through the cluster's nginx as a newcomer would: browse, sign in as the demo shopper, add the first
# product in stock to the cart, check out (cash), and read the order back. Exit 0 only if all of it worked.
#   deploy/shop-smoke.sh [http://cards.localhost:8210]
set -euo pipefail
BASE=${1:-http://cards.localhost:${CLUSTER_PORT:-8210}}
JAR=$(mktemp)
trap 'rm -f "$JAR"' EXIT
step() { echo "-- $*"; }
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log(eval('v'+process.argv[1]))})" "$1"; }

step "the shop page and the catalogue"
curl -fsS -o /dev/null "$BASE/"
for product in $(curl -fsS "$BASE/api/ecommerce/products/?page_size=50" | json '.results.map(p=>p.slug).join(" ")'); do
  detail=$(curl -fsS "$BASE/api/ecommerce/products/$product/")
  variant_id=$(echo "$detail" | json '.variants.find(v=>v.stock>0)?.id ?? ""')
  [ -n "$variant_id" ] && break
done
[ -n "$variant_id" ] || { echo "no product in stock on the first page" >&2; exit 1; }
product_id=$(echo "$detail" | json '.id')
echo "   product $product (#$product_id, variant #$variant_id)"

step "sign in as the demo shopper"
token=$(curl -fsS -c "$JAR" -b "$JAR" "$BASE/api/csrf-token/" | json '.csrfToken')
post() {
  curl -fsS -c "$JAR" -b "$JAR" -H "X-CSRFToken: $token" -H 'Content-Type: application/json' -X "$1" "$BASE$2" -d "$3"
}
post POST /api/auth/login/ '{"username":"shopper","password":"demo-pass-123"}' >/dev/null
token=$(curl -fsS -c "$JAR" -b "$JAR" "$BASE/api/csrf-token/" | json '.csrfToken')

step "add to cart"
post POST /api/ecommerce/cart/ "{\"product_id\":$product_id,\"variant_id\":$variant_id,\"quantity\":1}" >/dev/null
items=$(curl -fsS -b "$JAR" "$BASE/api/ecommerce/cart/" | json '.items.length')
echo "   $items item(s) in the cart"

step "check out"
order=$(post POST /api/ecommerce/checkout/ '{"customer_email":"casey@example.com","customer_phone":"555-0100",
  "shipping_method":"standard","payment_method":"cash","shipping_address":{"first_name":"Casey",
  "last_name":"Shopper","address_line_1":"1 Main St","city":"Portland","state":"OR","postal_code":"97205",
  "country":"US"}}')
order_id=$(echo "$order" | json '.order_id')
order_number=$(echo "$order" | json ".order_number")
curl -fsS -b "$JAR" "$BASE/api/orders/$order_id/" >/dev/null
echo "   order $order_number placed and read back"
