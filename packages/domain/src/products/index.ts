export * from './activityPhase';
export * from './thesisDetection';
export * from './productForms';
export * from './membershipTerm';
export * from './citationOrder';
