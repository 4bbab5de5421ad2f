-- Written by hand: WeChat's access token and jsapi_ticket per 公众号 until they expire, shared by every server on the database.
CREATE TABLE "wechat_credentials" (
	"app_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_credentials_app_id_kind_pk" PRIMARY KEY("app_id","kind")
);
