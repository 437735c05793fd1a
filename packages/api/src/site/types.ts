/** Safety check payload (doc 001 §3): the rounded rotation angle. */
export type SafetyCheckAnglePayload = { angel: number };

/** Anti-bot check payload (doc 000 §4.8.9; §7.2 lists it as "verification check: POST, code"). */
export type ImageCheckPayload = { code: string };

/** Anti-bot check answer: 100 or 200 pass, anything else fails with 认证失败 (doc 000 §4.8.9). // shape decided here */
export type ImageCheckResult = { result: number };

/** Signed-link verification payload (doc 000 §7.2). */
export type UrlSignPayload = { sign: string; resourceId: string; expireTime?: string; titlePack?: string };

/** Config list request at start-up (doc 000 §7.2: name empty, type 0, page 1, size 50). */
export type ConfigListQuery = { name: string; type: number; pageNum: number; pageSize: number };

/** One config entry; configs come in four groups by type 1..4 (doc 000 §3). // shape decided here */
export type ConfigEntry = { id: string; name: string; value: string; link?: string; image?: string; sort?: number };
export type ConfigGroup = { type: 1 | 2 | 3 | 4; typeName: string; children: ConfigEntry[] };

/** Device code answer. // shape decided here */
export type DeviceCode = { uid: string };
