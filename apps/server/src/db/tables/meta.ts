/** Settings the application keeps about itself (seed state, schema facts). */
export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface MetaTables {
  app_settings: AppSettingTable;
}
