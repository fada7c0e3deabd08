// Hand-written from CONTRACT.md until the client is generated from backend/openapi.json.

/** RFC 9457 problem details, as every api error is answered. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  request_id?: string;
  errors?: { field: string; message: string }[];
}

/** Body of signup, login and me. */
export interface Session {
  user: { id: string; email: string };
  organization: { id: string; name: string };
  csrf_token: string;
}
