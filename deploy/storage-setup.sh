#!/bin/sh
# compose.yaml's one-shot `storage-setup`, run in the SeaweedFS image at every `docker compose up` before
# the app starts: the bucket, its versioning (checked), and the app's account, which may use that bucket
# only and may not delete old versions. Each step accepts what already exists. It talks to SeaweedFS's
# master and filer over the internal `storage` network (weed shell), where no credentials are asked.
#
# Keys: a new S3_ACCESS_KEY_ID is added to the account beside the old one (running instances keep
# working); delete the old one afterwards with `s3.accesskey.delete`. A new secret for the same key id is
# not seen here: give the account a new key id instead.
set -eu

: "${S3_BUCKET:?S3_BUCKET is not set}"
: "${S3_ACCESS_KEY_ID:?S3_ACCESS_KEY_ID is not set}"
: "${S3_SECRET_ACCESS_KEY:?S3_SECRET_ACCESS_KEY is not set}"
master="${SEAWEEDFS_MASTER:-storage:9333}"
# They go into weed shell's command lines, which split on spaces, quotes and `;`.
case "$S3_BUCKET" in *[!a-z0-9.-]*)
	echo "S3_BUCKET: lower case letters, digits, dots and dashes only" >&2
	exit 1
	;;
esac
for key in "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"; do
	case "$key" in *[!A-Za-z0-9._-]*)
		echo "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: letters, digits, dots, dashes and underscores only" >&2
		exit 1
		;;
	esac
done
account=cordee-app
policy=cordee-app
policy_file=/tmp/cordee-app-policy.json

# One command of weed shell, read from standard input (so a secret is never on a command line). weed
# shell exits 0 whatever happened and prints "error: ..." instead: its output decides.
weed_shell() {
	output=$(printf '%s\n' "$1" | weed shell -master="$master" 2>&1) || true
	case "$output" in
	*"error:"* | *"unknown command"* | *"rpc error"*)
		printf '%s\n' "$output" >&2
		return 1
		;;
	esac
	printf '%s\n' "$output"
}

# The bucket: `s3.bucket.list` prints one bucket per line, its name first.
if weed_shell "s3.bucket.list" | awk -v bucket="$S3_BUCKET" '$1 == bucket { found = 1 } END { exit !found }'; then
	echo "bucket $S3_BUCKET exists"
else
	weed_shell "s3.bucket.create -name $S3_BUCKET"
fi

# Versioning: a replaced or deleted upload keeps its earlier versions (the bucket's backup; decision 0042).
weed_shell "s3.bucket.versioning -name $S3_BUCKET -enable" >/dev/null
if ! weed_shell "s3.bucket.versioning -name $S3_BUCKET" | grep -q "Versioning: Enabled"; then
	echo "versioning of $S3_BUCKET is not enabled: the setup stops here" >&2
	exit 1
fi
echo "bucket $S3_BUCKET: Versioning: Enabled"

# What the app does with files: get, put, delete (a delete marker: the earlier versions stay), and list
# the bucket, without which S3 reports a missing object as forbidden instead of not found. Nothing on
# versions: reading or removing an earlier version is for the operator, not the app's key.
cat >"$policy_file" <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:ListBucket"], "Resource": ["arn:aws:s3:::$S3_BUCKET"] },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    }
  ]
}
JSON
weed_shell "s3.policy -put -name $policy -file $policy_file" >/dev/null

if account_json=$(weed_shell "s3.user.show -name $account" 2>/dev/null); then
	case "$account_json" in
	*"\"access_key\":\"$S3_ACCESS_KEY_ID\""*) echo "account $account has the key $S3_ACCESS_KEY_ID" ;;
	*) weed_shell "s3.accesskey.create -user $account -access_key $S3_ACCESS_KEY_ID -secret_key $S3_SECRET_ACCESS_KEY" >/dev/null ;;
	esac
else
	weed_shell "s3.user.create -name $account -access_key $S3_ACCESS_KEY_ID -secret_key $S3_SECRET_ACCESS_KEY" >/dev/null
fi
# Attached policies are what SeaweedFS checks for this account (not the legacy per-bucket actions).
weed_shell "s3.policy.attach -policy $policy -user $account" >/dev/null
echo "account $account may get, put, delete and list in $S3_BUCKET only"
