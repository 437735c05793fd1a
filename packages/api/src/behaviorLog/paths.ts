/** Behaviour log paths (doc 001 §7 "Behaviour logs"). */
export const BEHAVIOR_LOG_PATHS = {
  addDownloadRecord: '/behaviorLog/addDownloadRecord',
  addDownloadRecordList: '/behaviorLog/addDownloadRecordList',
  addSearchRecord: '/behaviorLog/addSearchRecord',
  addWeResearchRecord: '/behaviorLog/addWeResearchRecord',
  /** Batched behaviour events: POST /newsite/behaviorLog/addRecord. */
  addRecord: '/behaviorLog/addRecord',
} as const;
