/** SPEC §3 Predefined interview: the field names are Spanish in the stored data and the API. */
export interface PredefinedInterview {
  id: string;
  Entrevista: string;
  Descripción: string;
}
