/** The sections of `/settings`, one tab each; `?section=` names the open one (Organization by default). */
export const settingsSections = ['organization', 'risk-matrix', 'single-sign-on'] as const;
export type SettingsSection = (typeof settingsSections)[number];
export const defaultSettingsSection: SettingsSection = 'organization';
