/** public: no token; token: bearer required; optional: answers visitors, uses a token when sent (DESIGN §4). */
export type Channel = 'public' | 'token' | 'optional';
export type BodyKind = 'none' | 'json' | 'form' | 'multipart';
export type Method = 'GET' | 'POST';
