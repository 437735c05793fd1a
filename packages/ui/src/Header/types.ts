/** A plain navigation entry (doc 000 §3: navigation item name and url). */
export type NavLink = { label: string; href: string };

/** A service inside a product-services section, with its optional sub-items. */
export type ProductService = NavLink & { items?: NavLink[] };

/** A right-hand section of the product-services panel. */
export type ProductSection = { title: string; services: ProductService[] };

/** A left-hand category of the product-services panel and the sections it shows. */
export type ProductCategory = { id: string; name: string; sections: ProductSection[] };

/** An entry tile of the knowledge-map panel. */
export type KnowledgeTile = NavLink & { description?: string };

/** The logged-in user as the header shows it (doc 000 §3 current user). */
export type HeaderUser = {
  name: string;
  avatarSrc?: string;
  /** Member level, shown as LV{level}. */
  level: number;
  /** Coin balance of the wallet. */
  balance: number;
  /** Journal managers also get the journal-service entry (→ /manager). */
  isManager: boolean;
  /** Conference role holders also get the conference-manager entry (→ /conference/manager). */
  hasConferenceRole: boolean;
};

/** Where the header's fixed entries lead; defaults follow the route table (doc 000 §2.1). */
export type HeaderHrefs = {
  home: string;
  journalDirectory: string;
  topUp: string;
  member: string;
  titleMaterials: string;
  recharge: string;
  journalService: string;
  conferenceManager: string;
  account: string;
  personalCenter: string;
  orders: string;
  coupons: string;
  collectFollowSubscribe: string;
};

export const defaultHeaderHrefs: HeaderHrefs = {
  home: '/',
  journalDirectory: '/journal/nav',
  topUp: '/pay/newrecharge',
  member: '/member',
  titleMaterials: '/titlePackage',
  recharge: '/pay/newrecharge',
  journalService: '/manager',
  conferenceManager: '/conference/manager',
  account: '/personalcenter/security',
  personalCenter: '/personalcenter',
  orders: '/personalcenter/orders',
  coupons: '/personalcenter/coupon',
  collectFollowSubscribe: '/subscription/collect',
};
