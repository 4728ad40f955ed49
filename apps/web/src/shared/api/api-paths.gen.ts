// Generated from packages/contracts/openapi.json by `npm run gen:api`: do not edit by hand.
// Keys are paths under /api; each operation lists its path and query parameters, body and answer.

export type ApiPaths = {
  '/access/audit-events': {
    /** The company’s audit log, newest first */
    get: {
      query?: {
        limit?: number;
        /** Only events before this instant (the last "at" of the previous page) */
        before?: string;
        action?: string;
      };
      response: {
        items: {
          id: string;
          at: string;
          action: string;
          actorUserId: string | null;
          actorName: string | null;
          targetType: string | null;
          targetId: string | null;
          before: unknown;
          after: unknown;
          requestId: string | null;
          ip: string | null;
        }[];
      };
    };
  };
  '/access/matrix': {
    /** Permissions x roles */
    get: {
      response: {
        roles: {
          id: string;
          name: string;
          description: string;
          colour: string;
          /** Which built-in role this is; built-in roles cannot be deleted */
          builtIn: 'owner' | 'hr-admin' | 'manager' | 'employee' | null;
          memberCount: number;
          /** Send it back with a change; a stale version answers 409 */
          version: number;
        }[];
        rows: {
          resource: string;
          label: string;
          category: 'general' | 'hcims' | 'tasks' | 'routines' | 'evaluation' | 'settings' | 'training';
          /** Role id -> grant; roles that grant nothing are absent */
          grants: Record<string, {
            create: boolean;
            read: boolean;
            update: boolean;
            delete: boolean;
            /** How far a grant reaches: own, team, department, company or group */
            scope: 'own' | 'team' | 'department' | 'company' | 'group';
          }>;
        }[];
      };
    };
  };
  '/access/members': {
    /** People of the company with their roles (search with q, filter by roleId) */
    get: {
      query?: {
        /** Search in name and email */
        q?: string;
        /** Only members of this role */
        roleId?: string;
        limit?: number;
        page?: number;
      };
      response: {
        items: {
          /** The membership id (a person in this company) */
          id: string;
          userId: string;
          name: string;
          email: string;
          status: string;
          roleIds: string[];
        }[];
        total: number;
      };
    };
  };
  '/access/permissions': {
    /** The permission catalogue: resources, actions, scopes, risk */
    get: {
      response: {
        categories: ('general' | 'hcims' | 'tasks' | 'routines' | 'evaluation' | 'settings' | 'training')[];
        scopes: ('own' | 'team' | 'department' | 'company' | 'group')[];
        resources: {
          /** module.resource */
          key: string;
          label: string;
          description: string;
          category: 'general' | 'hcims' | 'tasks' | 'routines' | 'evaluation' | 'settings' | 'training';
          risk: 'low' | 'medium' | 'high' | 'critical';
          /** The actions a role can switch on */
          actions: ('create' | 'read' | 'update' | 'delete')[];
          /** The scopes that make sense, narrowest first */
          scopes: ('own' | 'team' | 'department' | 'company' | 'group')[];
          riskByAction?: Record<string, 'low' | 'medium' | 'high' | 'critical'>;
        }[];
        codes: {
          code: string;
          resource: string;
          action: 'create' | 'read' | 'update' | 'delete';
          label: string;
          description: string;
          category: 'general' | 'hcims' | 'tasks' | 'routines' | 'evaluation' | 'settings' | 'training';
          risk: 'low' | 'medium' | 'high' | 'critical';
        }[];
      };
    };
  };
  '/access/roles': {
    /** Roles with colour, member count and built-in flag */
    get: {
      response: {
        id: string;
        name: string;
        description: string;
        colour: string;
        /** Which built-in role this is; built-in roles cannot be deleted */
        builtIn: 'owner' | 'hr-admin' | 'manager' | 'employee' | null;
        memberCount: number;
        /** Send it back with a change; a stale version answers 409 */
        version: number;
      }[];
    };
    /** Create a custom role, optionally copying another role’s grants */
    post: {
      body: {
        name: string;
        description?: string;
        /** Badge colour, #rrggbb */
        colour?: string;
        /** Start with the grants of this role */
        copyFromRoleId?: string;
      };
      response: {
        id: string;
        name: string;
        description: string;
        colour: string;
        /** Which built-in role this is; built-in roles cannot be deleted */
        builtIn: 'owner' | 'hr-admin' | 'manager' | 'employee' | null;
        memberCount: number;
        /** Send it back with a change; a stale version answers 409 */
        version: number;
        grants: {
          /** A catalogue resource, e.g. people.employees */
          resource: string;
          create: boolean;
          read: boolean;
          update: boolean;
          delete: boolean;
          /** How far a grant reaches: own, team, department, company or group */
          scope: 'own' | 'team' | 'department' | 'company' | 'group';
        }[];
      };
    };
  };
  '/access/roles/{id}': {
    /** A role with its grants */
    get: {
      path: {
        id: string;
      };
      response: {
        id: string;
        name: string;
        description: string;
        colour: string;
        /** Which built-in role this is; built-in roles cannot be deleted */
        builtIn: 'owner' | 'hr-admin' | 'manager' | 'employee' | null;
        memberCount: number;
        /** Send it back with a change; a stale version answers 409 */
        version: number;
        grants: {
          /** A catalogue resource, e.g. people.employees */
          resource: string;
          create: boolean;
          read: boolean;
          update: boolean;
          delete: boolean;
          /** How far a grant reaches: own, team, department, company or group */
          scope: 'own' | 'team' | 'department' | 'company' | 'group';
        }[];
      };
    };
    /** Rename or recolour a role */
    patch: {
      path: {
        id: string;
      };
      body: {
        version: number;
        name?: string;
        description?: string;
        /** Badge colour, #rrggbb */
        colour?: string;
      };
      response: {
        id: string;
        name: string;
        description: string;
        colour: string;
        /** Which built-in role this is; built-in roles cannot be deleted */
        builtIn: 'owner' | 'hr-admin' | 'manager' | 'employee' | null;
        memberCount: number;
        /** Send it back with a change; a stale version answers 409 */
        version: number;
        grants: {
          /** A catalogue resource, e.g. people.employees */
          resource: string;
          create: boolean;
          read: boolean;
          update: boolean;
          delete: boolean;
          /** How far a grant reaches: own, team, department, company or group */
          scope: 'own' | 'team' | 'department' | 'company' | 'group';
        }[];
      };
    };
    /** Delete a custom role (built-in roles cannot be deleted) */
    delete: {
      path: {
        id: string;
      };
      response: unknown;
    };
  };
  '/access/roles/{id}/copy-grants': {
    /** Replace a role’s grants with a copy of another role’s */
    post: {
      path: {
        id: string;
      };
      body: {
        version: number;
        fromRoleId: string;
      };
      response: {
        id: string;
        name: string;
        description: string;
        colour: string;
        /** Which built-in role this is; built-in roles cannot be deleted */
        builtIn: 'owner' | 'hr-admin' | 'manager' | 'employee' | null;
        memberCount: number;
        /** Send it back with a change; a stale version answers 409 */
        version: number;
        grants: {
          /** A catalogue resource, e.g. people.employees */
          resource: string;
          create: boolean;
          read: boolean;
          update: boolean;
          delete: boolean;
          /** How far a grant reaches: own, team, department, company or group */
          scope: 'own' | 'team' | 'department' | 'company' | 'group';
        }[];
      };
    };
  };
  '/access/roles/{id}/grants': {
    /** Replace all grants of a role at once (atomic) */
    put: {
      path: {
        id: string;
      };
      body: {
        version: number;
        /** The complete new set; resources left out are granted nothing */
        grants: {
          /** A catalogue resource, e.g. people.employees */
          resource: string;
          create: boolean;
          read: boolean;
          update: boolean;
          delete: boolean;
          /** How far a grant reaches: own, team, department, company or group */
          scope: 'own' | 'team' | 'department' | 'company' | 'group';
        }[];
      };
      response: {
        id: string;
        name: string;
        description: string;
        colour: string;
        /** Which built-in role this is; built-in roles cannot be deleted */
        builtIn: 'owner' | 'hr-admin' | 'manager' | 'employee' | null;
        memberCount: number;
        /** Send it back with a change; a stale version answers 409 */
        version: number;
        grants: {
          /** A catalogue resource, e.g. people.employees */
          resource: string;
          create: boolean;
          read: boolean;
          update: boolean;
          delete: boolean;
          /** How far a grant reaches: own, team, department, company or group */
          scope: 'own' | 'team' | 'department' | 'company' | 'group';
        }[];
      };
    };
  };
  '/access/roles/{id}/members': {
    /** The members of a role (search with q) */
    get: {
      path: {
        id: string;
      };
      query?: {
        /** Search in name and email */
        q?: string;
        limit?: number;
        page?: number;
      };
      response: {
        items: {
          /** The membership id (a person in this company) */
          id: string;
          userId: string;
          name: string;
          email: string;
          status: string;
          roleIds: string[];
        }[];
        total: number;
      };
    };
    /** Add people to a role */
    post: {
      path: {
        id: string;
      };
      body: {
        memberIds: string[];
      };
      response: {
        id: string;
        name: string;
        description: string;
        colour: string;
        /** Which built-in role this is; built-in roles cannot be deleted */
        builtIn: 'owner' | 'hr-admin' | 'manager' | 'employee' | null;
        memberCount: number;
        /** Send it back with a change; a stale version answers 409 */
        version: number;
      };
    };
  };
  '/access/roles/{id}/members/{memberId}': {
    /** Take a person out of a role */
    delete: {
      path: {
        id: string;
        memberId: string;
      };
      response: unknown;
    };
  };
  '/auth/change-password': {
    /** Change the password; every session ends and this device gets a new one */
    post: {
      body: {
        currentPassword: string;
        newPassword: string;
      };
      response: {
        /** Access token (JWT, 5 minutes); send as "Authorization: Bearer <access>" */
        access: string;
        /** Refresh token; works once: every refresh returns a new one */
        refresh: string;
        user: {
          id: string;
          email: string;
          name: string;
          status: 'invited' | 'active' | 'disabled';
        };
        company: {
          id: string;
          name: string;
          groupId: string;
          groupName: string;
        };
        /** Granted permission codes (module.resource:action) with the widest scope held for each */
        permissions: Record<string, 'own' | 'team' | 'department' | 'company' | 'group'>;
        /** A role requires two-factor sign-in and the account has none: only its set-up may be used until then */
        twoFactorSetupRequired?: boolean;
      };
    };
  };
  '/auth/employees/': {
    /** The active company’s employees (compact, for pickers: name, photo, department, designation, manager, status), everyone by name unless narrowed by a name, ids, a designation, current staff or managers, and at most `first`; ETag and 304 */
    get: {
      query?: {
        /** Name contains (any case) */
        q?: string;
        /** Only these employees (comma-separated ids, at most 50): a picker showing its chosen value */
        ids?: string;
        /** Holders of this designation */
        designationId?: string;
        /** true: only current staff (not terminated) */
        current?: 'true' | 'false';
        /** true: only people someone reports to */
        managers?: 'true' | 'false';
        /** At most this many, by name */
        first?: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        photoUrl: string;
        /** Record id (UUID) */
        departmentId: string;
        departmentName: string;
        /** Record id (UUID) */
        designationId: string;
        designationName: string;
        /** Record id (UUID) */
        managerId: string | null;
        /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
        status: 'invited' | 'active' | 'on_leave' | 'terminated';
      }[];
    };
  };
  '/auth/forgot-password': {
    /** Email a single-use reset link (1 hour); the answer is the same whether or not the address has an account */
    post: {
      body: {
        /** Email address; compared case-insensitively */
        email: string;
      };
      response: unknown;
    };
  };
  '/auth/invitations/accept': {
    /** Accept an invitation into a company with an existing account (the token of the emailed link) */
    post: {
      body: {
        /** The token from the emailed invitation link */
        token: string;
      };
      response: unknown;
    };
  };
  '/auth/invitations/decline': {
    /** Decline an invitation into a company (the token of the emailed link); the pending membership is removed */
    post: {
      body: {
        /** The token from the emailed invitation link */
        token: string;
      };
      response: unknown;
    };
  };
  '/auth/login/': {
    /** Sign in with email and password */
    post: {
      body: {
        /** Email address; compared case-insensitively */
        email: string;
        password: string;
      };
      response: {
        /** Access token (JWT, 5 minutes); send as "Authorization: Bearer <access>" */
        access: string;
        /** Refresh token; works once: every refresh returns a new one */
        refresh: string;
        user: {
          id: string;
          email: string;
          name: string;
          status: 'invited' | 'active' | 'disabled';
        };
        company: {
          id: string;
          name: string;
          groupId: string;
          groupName: string;
        };
        /** Granted permission codes (module.resource:action) with the widest scope held for each */
        permissions: Record<string, 'own' | 'team' | 'department' | 'company' | 'group'>;
        /** A role requires two-factor sign-in and the account has none: only its set-up may be used until then */
        twoFactorSetupRequired?: boolean;
      } | {
        twoFactor: {
          /** Send back to POST /api/auth/login/two-factor with a code (valid 5 minutes) */
          challenge: string;
          expiresAt: string;
        };
      };
    };
  };
  '/auth/login/two-factor': {
    /** Second step of a sign-in with two-factor on: the challenge and a code of the authenticator app or a recovery code */
    post: {
      body: {
        challenge: string;
        /** The 6-digit code of the authenticator app */
        code?: string;
        /** One of the recovery codes shown at set-up (single use) */
        recoveryCode?: string;
      };
      response: {
        /** Access token (JWT, 5 minutes); send as "Authorization: Bearer <access>" */
        access: string;
        /** Refresh token; works once: every refresh returns a new one */
        refresh: string;
        user: {
          id: string;
          email: string;
          name: string;
          status: 'invited' | 'active' | 'disabled';
        };
        company: {
          id: string;
          name: string;
          groupId: string;
          groupName: string;
        };
        /** Granted permission codes (module.resource:action) with the widest scope held for each */
        permissions: Record<string, 'own' | 'team' | 'department' | 'company' | 'group'>;
        /** A role requires two-factor sign-in and the account has none: only its set-up may be used until then */
        twoFactorSetupRequired?: boolean;
      };
    };
  };
  '/auth/logout': {
    /** End the session of this refresh token (always answers 204) */
    post: {
      body: {
        refresh: string;
      };
      response: unknown;
    };
  };
  '/auth/me': {
    /** The signed-in user, the active company, the companies to switch to, and permissions */
    get: {
      response: {
        user: {
          id: string;
          email: string;
          name: string;
          status: 'invited' | 'active' | 'disabled';
        };
        company: {
          id: string;
          name: string;
          groupId: string;
          groupName: string;
        };
        /** Companies the user can switch to */
        companies: {
          id: string;
          name: string;
          groupId: string;
          groupName: string;
        }[];
        /** Granted permission codes (module.resource:action) with the widest scope held for each */
        permissions: Record<string, 'own' | 'team' | 'department' | 'company' | 'group'>;
        sessionId: string;
        /** The signed-in user’s own employee record in the active company (their profile), if they have one */
        employeeId: string | null;
        /** As in the sign-in answer */
        twoFactorSetupRequired?: boolean;
      };
    };
  };
  '/auth/register': {
    /** Create a group of companies, its first company and its owner. Where the server sends mail, answers 202 for a new and a taken address alike and the owner confirms by the emailed link; otherwise signs the owner in (201) */
    post: {
      body: {
        /** The owner’s full name */
        name: string;
        companyName: string;
        /** Defaults to the company name followed by "Group" */
        groupName?: string;
        /** Email address; compared case-insensitively */
        email: string;
        password: string;
        countryCode?: string;
        currency?: string;
        timeZone?: string;
      };
      response: {
        /** Access token (JWT, 5 minutes); send as "Authorization: Bearer <access>" */
        access: string;
        /** Refresh token; works once: every refresh returns a new one */
        refresh: string;
        user: {
          id: string;
          email: string;
          name: string;
          status: 'invited' | 'active' | 'disabled';
        };
        company: {
          id: string;
          name: string;
          groupId: string;
          groupName: string;
        };
        /** Granted permission codes (module.resource:action) with the widest scope held for each */
        permissions: Record<string, 'own' | 'team' | 'department' | 'company' | 'group'>;
        /** A role requires two-factor sign-in and the account has none: only its set-up may be used until then */
        twoFactorSetupRequired?: boolean;
      } | {
        status: 'check-mail';
      };
    };
  };
  '/auth/register/confirm': {
    /** Confirm a sign-up with the token of the emailed link, and sign the owner in */
    post: {
      body: {
        /** The token from the emailed confirmation link */
        token: string;
      };
      response: {
        /** Access token (JWT, 5 minutes); send as "Authorization: Bearer <access>" */
        access: string;
        /** Refresh token; works once: every refresh returns a new one */
        refresh: string;
        user: {
          id: string;
          email: string;
          name: string;
          status: 'invited' | 'active' | 'disabled';
        };
        company: {
          id: string;
          name: string;
          groupId: string;
          groupName: string;
        };
        /** Granted permission codes (module.resource:action) with the widest scope held for each */
        permissions: Record<string, 'own' | 'team' | 'department' | 'company' | 'group'>;
        /** A role requires two-factor sign-in and the account has none: only its set-up may be used until then */
        twoFactorSetupRequired?: boolean;
      };
    };
  };
  '/auth/reset-password': {
    /** Choose a new password with the emailed token; ends every session of the account */
    post: {
      body: {
        /** The token from the emailed link (reset or invitation) */
        token: string;
        password: string;
      };
      response: unknown;
    };
  };
  '/auth/switch-company': {
    /** Make another of the user’s companies the active one; answers a new access token */
    post: {
      body: {
        companyId: string;
      };
      response: {
        /** A new access token for the chosen company; the refresh token stays valid */
        access: string;
        company: {
          id: string;
          name: string;
          groupId: string;
          groupName: string;
        };
        /** Granted permission codes (module.resource:action) with the widest scope held for each */
        permissions: Record<string, 'own' | 'team' | 'department' | 'company' | 'group'>;
      };
    };
  };
  '/auth/token/refresh/': {
    /** Exchange a refresh token for a new access and refresh token (the old refresh token dies) */
    post: {
      body: {
        refresh: string;
      };
      response: {
        /** Access token (JWT, 5 minutes); send as "Authorization: Bearer <access>" */
        access: string;
        /** Refresh token; works once: every refresh returns a new one */
        refresh: string;
      };
    };
  };
  '/auth/unlock': {
    /** Lock screen: check the signed-in user’s password (failures count toward the lock) */
    post: {
      body: {
        password: string;
      };
      response: unknown;
    };
  };
  '/calendar/feed/{file}': {
    /** A person’s calendar as iCalendar (no sign-in: the secret address is the key), 3 months back to 12 ahead */
    get: {
      path: {
        /** <token>.ics */
        file: string;
      };
      response: string;
    };
  };
  '/company-Setup/departments/': {
    /** The active company’s departments (compact); ETag and 304 */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        parentId: string | null;
      }[];
    };
  };
  '/company-Setup/designations/': {
    /** The active company’s designations (compact); ETag and 304 */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        departmentId: string;
        /** Record id (UUID) */
        reportsToId: string | null;
      }[];
    };
  };
  '/health': {
    /** The process is up */
    get: {
      response: {
        status: 'ok';
        /** Server version */
        version: string;
        /** Seconds since the process started */
        uptimeSeconds: number;
      };
    };
  };
  '/identity/invitations': {
    /** Invite a person into the active company with roles; a new account gets a link to choose a password */
    post: {
      body: {
        /** Email address; compared case-insensitively */
        email: string;
        name: string;
        roleIds?: string[];
      };
      response: {
        memberId: string;
        userId: string;
        /** Always invited: a link was emailed (to choose a password, or to accept with an existing account); the answer does not tell which (ADR 0082) */
        status: 'invited';
      };
    };
  };
  '/identity/members/{memberId}/access-link': {
    /** A fresh single-use link for a member to choose a password (invitation or reset), emailed or answered to copy; earlier links stop working */
    post: {
      path: {
        memberId: string;
      };
      body: {
        /** true: email the link to the person (answers no link); false: answer the link to copy and hand over */
        send?: boolean;
      };
      response: {
        /** invitation: the account has no password yet; password-reset: it has one */
        kind: 'invitation' | 'password-reset';
        /** The single-use link to copy (null when emailed); every earlier link of the account stops working */
        link: string | null;
        expiresAt: string;
        /** When emailed: whether mail leaves the system (SMTP configured); otherwise false */
        delivered: boolean;
      };
    };
  };
  '/identity/sessions': {
    /** The signed-in user’s active sessions */
    get: {
      response: {
        id: string;
        createdAt: string;
        lastUsedAt: string;
        /** When the session ends at the latest (absolute lifetime) */
        expiresAt: string;
        userAgent: string | null;
        ip: string | null;
        current: boolean;
      }[];
    };
  };
  '/identity/sessions/sign-out-others': {
    /** End every other session of the signed-in user */
    post: {
      response: {
        /** How many sessions were ended */
        ended: number;
      };
    };
  };
  '/identity/sessions/{id}': {
    /** End one of the signed-in user’s sessions */
    delete: {
      path: {
        id: string;
      };
      response: unknown;
    };
  };
  '/identity/two-factor': {
    /** Whether two-factor sign-in is on for the signed-in person, and whether a role requires it */
    get: {
      response: {
        enabled: boolean;
        enabledAt: string | null;
        pending: boolean;
        recoveryCodesLeft: number;
        required: boolean;
      };
    };
  };
  '/identity/two-factor/confirm': {
    /** Turn two-factor on with a current code of the new secret; answers 10 single-use recovery codes, shown this once */
    post: {
      body: {
        /** The 6-digit code of the authenticator app */
        code: string;
      };
      response: {
        /** Shown once: only their digests are kept */
        recoveryCodes: string[];
      };
    };
  };
  '/identity/two-factor/disable': {
    /** Turn two-factor off, with the password or a current code (refused while a role requires it) */
    post: {
      body: {
        password?: string;
        /** The 6-digit code of the authenticator app */
        code?: string;
      };
      response: unknown;
    };
  };
  '/identity/two-factor/recovery-codes': {
    /** New recovery codes (the old ones stop working), with the password or a current code */
    post: {
      body: {
        password?: string;
        /** The 6-digit code of the authenticator app */
        code?: string;
      };
      response: {
        /** Shown once: only their digests are kept */
        recoveryCodes: string[];
      };
    };
  };
  '/identity/two-factor/roles': {
    /** The roles of the active company whose members must use two-factor sign-in */
    get: {
      response: {
        roleIds: string[];
      };
    };
    /** Choose the roles whose members must use two-factor sign-in (applies at their next sign-in or token refresh) */
    put: {
      body: {
        roleIds: string[];
      };
      response: {
        roleIds: string[];
      };
    };
  };
  '/identity/two-factor/setup': {
    /** Start setting up an authenticator app: a new secret (shown this once) and its otpauth URI; confirm with a code */
    post: {
      response: {
        /** Base32 secret, for typing into the app by hand; shown only during set-up */
        secret: string;
        /** otpauth://totp/... for the QR code */
        otpauthUri: string;
      };
    };
  };
  '/org/branches': {
    /** The company’s branches with their head-counts */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        city: string | null;
        address: string | null;
        /** Phone number, international format preferred */
        phone: string | null;
        /** Current (not terminated) employees assigned to the branch */
        employeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      }[];
    };
    /** Add a branch */
    post: {
      body: {
        name: string;
        city?: string | null;
        address?: string | null;
        /** Phone number, international format preferred */
        phone?: string | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        city: string | null;
        address: string | null;
        /** Phone number, international format preferred */
        phone: string | null;
        /** Current (not terminated) employees assigned to the branch */
        employeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/org/branches/{id}': {
    /** One branch */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        city: string | null;
        address: string | null;
        /** Phone number, international format preferred */
        phone: string | null;
        /** Current (not terminated) employees assigned to the branch */
        employeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Change a branch (with its version) */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        name?: string;
        city?: string | null;
        address?: string | null;
        /** Phone number, international format preferred */
        phone?: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        city: string | null;
        address: string | null;
        /** Phone number, international format preferred */
        phone: string | null;
        /** Current (not terminated) employees assigned to the branch */
        employeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete a branch nobody is assigned to (422 ORG_BRANCH_IN_USE otherwise) */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/org/company': {
    /** The active company’s details, office hours and working days */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        groupId: string;
        name: string;
        /** Path of the logo (GET with the bearer token), or null without a logo */
        logoUrl: string | null;
        email: string | null;
        /** Phone number, international format preferred */
        phone: string | null;
        /** Company website, http(s) only */
        website: string | null;
        address: string | null;
        /** ISO 3166-1 alpha-2 country code */
        countryCode: string;
        /** IANA time zone, e.g. Asia/Dubai */
        timeZone: string;
        /** ISO 4217 currency code */
        currency: string;
        taxId: string | null;
        /** Sales tax / VAT rate in percent, e.g. 5 */
        taxRatePercent: number | null;
        /** Time of day, HH:MM (24-hour) */
        officeOpens: string | null;
        /** Time of day, HH:MM (24-hour) */
        officeCloses: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakStarts: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakEnds: string | null;
        /** Days the company works, with their hours, Monday first */
        workingDays: {
          day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
          /** Time of day, HH:MM (24-hour) */
          start: string;
          /** Time of day, HH:MM (24-hour) */
          end: string;
        }[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Change company details; send the version you read (409 ORG_STALE_VERSION otherwise) */
    patch: {
      body: {
        name?: string;
        email?: string | null;
        /** Phone number, international format preferred */
        phone?: string | null;
        /** Company website, http(s) only */
        website?: string | null;
        address?: string | null;
        /** ISO 3166-1 alpha-2 country code */
        countryCode?: string;
        /** IANA time zone, e.g. Asia/Dubai */
        timeZone?: string;
        /** ISO 4217 currency code */
        currency?: string;
        taxId?: string | null;
        /** Sales tax / VAT rate in percent, e.g. 5 */
        taxRatePercent?: number | null;
        /** Time of day, HH:MM (24-hour) */
        officeOpens?: string | null;
        /** Time of day, HH:MM (24-hour) */
        officeCloses?: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakStarts?: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakEnds?: string | null;
        /** Days the company works, with their hours, Monday first */
        workingDays?: {
          day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
          /** Time of day, HH:MM (24-hour) */
          start: string;
          /** Time of day, HH:MM (24-hour) */
          end: string;
        }[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        groupId: string;
        name: string;
        /** Path of the logo (GET with the bearer token), or null without a logo */
        logoUrl: string | null;
        email: string | null;
        /** Phone number, international format preferred */
        phone: string | null;
        /** Company website, http(s) only */
        website: string | null;
        address: string | null;
        /** ISO 3166-1 alpha-2 country code */
        countryCode: string;
        /** IANA time zone, e.g. Asia/Dubai */
        timeZone: string;
        /** ISO 4217 currency code */
        currency: string;
        taxId: string | null;
        /** Sales tax / VAT rate in percent, e.g. 5 */
        taxRatePercent: number | null;
        /** Time of day, HH:MM (24-hour) */
        officeOpens: string | null;
        /** Time of day, HH:MM (24-hour) */
        officeCloses: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakStarts: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakEnds: string | null;
        /** Days the company works, with their hours, Monday first */
        workingDays: {
          day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
          /** Time of day, HH:MM (24-hour) */
          start: string;
          /** Time of day, HH:MM (24-hour) */
          end: string;
        }[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/org/company/logo': {
    /** The company logo (PNG, JPEG or WEBP), as an attachment; 404 without one */
    get: {
      response: unknown;
    };
    /** Upload the logo: multipart with one `file` part; PNG, JPEG or WEBP by content, 2 MB at most */
    put: {
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        groupId: string;
        name: string;
        /** Path of the logo (GET with the bearer token), or null without a logo */
        logoUrl: string | null;
        email: string | null;
        /** Phone number, international format preferred */
        phone: string | null;
        /** Company website, http(s) only */
        website: string | null;
        address: string | null;
        /** ISO 3166-1 alpha-2 country code */
        countryCode: string;
        /** IANA time zone, e.g. Asia/Dubai */
        timeZone: string;
        /** ISO 4217 currency code */
        currency: string;
        taxId: string | null;
        /** Sales tax / VAT rate in percent, e.g. 5 */
        taxRatePercent: number | null;
        /** Time of day, HH:MM (24-hour) */
        officeOpens: string | null;
        /** Time of day, HH:MM (24-hour) */
        officeCloses: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakStarts: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakEnds: string | null;
        /** Days the company works, with their hours, Monday first */
        workingDays: {
          day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
          /** Time of day, HH:MM (24-hour) */
          start: string;
          /** Time of day, HH:MM (24-hour) */
          end: string;
        }[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Remove the logo */
    delete: {
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        groupId: string;
        name: string;
        /** Path of the logo (GET with the bearer token), or null without a logo */
        logoUrl: string | null;
        email: string | null;
        /** Phone number, international format preferred */
        phone: string | null;
        /** Company website, http(s) only */
        website: string | null;
        address: string | null;
        /** ISO 3166-1 alpha-2 country code */
        countryCode: string;
        /** IANA time zone, e.g. Asia/Dubai */
        timeZone: string;
        /** ISO 4217 currency code */
        currency: string;
        taxId: string | null;
        /** Sales tax / VAT rate in percent, e.g. 5 */
        taxRatePercent: number | null;
        /** Time of day, HH:MM (24-hour) */
        officeOpens: string | null;
        /** Time of day, HH:MM (24-hour) */
        officeCloses: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakStarts: string | null;
        /** Time of day, HH:MM (24-hour) */
        breakEnds: string | null;
        /** Days the company works, with their hours, Monday first */
        workingDays: {
          day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
          /** Time of day, HH:MM (24-hour) */
          start: string;
          /** Time of day, HH:MM (24-hour) */
          end: string;
        }[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/org/departments': {
    /** Departments with parent, head, arrival time and head-counts, by name */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        parentId: string | null;
        parentName: string | null;
        /** The employee who leads the department */
        headEmployeeId: string | null;
        headEmployeeName: string | null;
        /** Start of the working day for lateness */
        expectedArrival: string | null;
        /** Current employees directly in this department */
        employeeCount: number;
        designationCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      }[];
    };
    /** Add a department */
    post: {
      body: {
        name: string;
        /** Record id (UUID) */
        parentId?: string | null;
        /** Record id (UUID) */
        headEmployeeId?: string | null;
        /** Time of day, HH:MM (24-hour) */
        expectedArrival?: string | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        parentId: string | null;
        parentName: string | null;
        /** The employee who leads the department */
        headEmployeeId: string | null;
        headEmployeeName: string | null;
        /** Start of the working day for lateness */
        expectedArrival: string | null;
        /** Current employees directly in this department */
        employeeCount: number;
        designationCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/org/departments/tree': {
    /** The department tree and org chart: depth-first with depth, head and head-counts (own and with sub-departments) */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        parentId: string | null;
        /** 0 for a top-level department */
        depth: number;
        /** Time of day, HH:MM (24-hour) */
        expectedArrival: string | null;
        head: {
          /** Record id (UUID) */
          id: string;
          name: string;
          designationName: string;
          photoUrl: string;
        } | null;
        /** Current employees directly in this department */
        employeeCount: number;
        /** Current employees in this department and all its sub-departments */
        totalEmployeeCount: number;
        childCount: number;
      }[];
    };
  };
  '/org/departments/{id}': {
    /** One department */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        parentId: string | null;
        parentName: string | null;
        /** The employee who leads the department */
        headEmployeeId: string | null;
        headEmployeeName: string | null;
        /** Start of the working day for lateness */
        expectedArrival: string | null;
        /** Current employees directly in this department */
        employeeCount: number;
        designationCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Rename, move (parentId; 422 ORG_DEPARTMENT_CYCLE for a loop), change the head or arrival time; with the version */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        name?: string;
        /** Record id (UUID) */
        parentId?: string | null;
        /** Record id (UUID) */
        headEmployeeId?: string | null;
        /** Time of day, HH:MM (24-hour) */
        expectedArrival?: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        parentId: string | null;
        parentName: string | null;
        /** The employee who leads the department */
        headEmployeeId: string | null;
        headEmployeeName: string | null;
        /** Start of the working day for lateness */
        expectedArrival: string | null;
        /** Current employees directly in this department */
        employeeCount: number;
        designationCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete an empty department (422 with ORG_DEPARTMENT_HAS_EMPLOYEES, _HAS_CHILDREN or _HAS_DESIGNATIONS otherwise) */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/org/designations': {
    /** Designations with department, reporting line and head-count, by name */
    get: {
      query?: {
        /** Only the designations of this department */
        departmentId?: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        departmentId: string;
        departmentName: string;
        /** Parent designation, in the same department */
        reportsToId: string | null;
        reportsToName: string | null;
        /** Current employees holding it */
        employeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      }[];
    };
    /** Add a designation to a department */
    post: {
      body: {
        name: string;
        /** Record id (UUID) */
        departmentId: string;
        /** Record id (UUID) */
        reportsToId?: string | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        departmentId: string;
        departmentName: string;
        /** Parent designation, in the same department */
        reportsToId: string | null;
        reportsToName: string | null;
        /** Current employees holding it */
        employeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/org/designations/chart': {
    /** The designation org chart: per department (tree order), depth-first along “reports to”, with holders */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        departmentId: string;
        departmentName: string;
        /** Record id (UUID) */
        reportsToId: string | null;
        /** 0 for a designation at the top of its department */
        depth: number;
        employeeCount: number;
        /** Up to 20 current holders, by name */
        holders: {
          /** Record id (UUID) */
          id: string;
          name: string;
          designationName: string;
          photoUrl: string;
        }[];
      }[];
    };
  };
  '/org/designations/{id}': {
    /** One designation */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        departmentId: string;
        departmentName: string;
        /** Parent designation, in the same department */
        reportsToId: string | null;
        reportsToName: string | null;
        /** Current employees holding it */
        employeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Rename, change “reports to” (same department, no loop) or move to another department when unused; with the version */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        name?: string;
        /** Record id (UUID) */
        departmentId?: string;
        /** Record id (UUID) */
        reportsToId?: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Record id (UUID) */
        departmentId: string;
        departmentName: string;
        /** Parent designation, in the same department */
        reportsToId: string | null;
        reportsToName: string | null;
        /** Current employees holding it */
        employeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete a designation nobody holds and nothing reports to (422 ORG_DESIGNATION_IN_USE / _HAS_CHILDREN otherwise) */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/org/group': {
    /** The group of companies: its companies, head-counts, which ones the caller can switch to */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        companies: {
          /** Record id (UUID) */
          id: string;
          name: string;
          /** ISO 3166-1 alpha-2 country code */
          countryCode: string;
          /** ISO 4217 currency code */
          currency: string;
          timeZone: string;
          /** Current (not terminated) employees */
          employeeCount: number;
          /** Whether the caller can switch to it (POST /api/auth/switch-company) */
          isMember: boolean;
        }[];
        /** Record id (UUID) */
        activeCompanyId: string;
      };
    };
    /** Rename the group */
    patch: {
      body: {
        name: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        companies: {
          /** Record id (UUID) */
          id: string;
          name: string;
          /** ISO 3166-1 alpha-2 country code */
          countryCode: string;
          /** ISO 4217 currency code */
          currency: string;
          timeZone: string;
          /** Current (not terminated) employees */
          employeeCount: number;
          /** Whether the caller can switch to it (POST /api/auth/switch-company) */
          isMember: boolean;
        }[];
        /** Record id (UUID) */
        activeCompanyId: string;
      };
    };
  };
  '/org/group/companies': {
    /** Add a company to the group; the caller becomes its owner (switch to it with POST /api/auth/switch-company) */
    post: {
      body: {
        name: string;
        /** ISO 3166-1 alpha-2 country code */
        countryCode: string;
        /** ISO 4217 currency code */
        currency: string;
        /** IANA time zone, e.g. Asia/Dubai */
        timeZone: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** ISO 3166-1 alpha-2 country code */
        countryCode: string;
        /** ISO 4217 currency code */
        currency: string;
        timeZone: string;
        /** Current (not terminated) employees */
        employeeCount: number;
        /** Whether the caller can switch to it (POST /api/auth/switch-company) */
        isMember: boolean;
      };
    };
  };
  '/people/celebrations': {
    /** Birthdays and work anniversaries of current staff in a month (default: this month), by day */
    get: {
      query?: {
        /** Defaults to the current year (company time zone) */
        year?: number;
        /** 1-12; defaults to the current month */
        month?: number;
        /** Only birthdays or only work anniversaries */
        kind?: 'birthday' | 'work_anniversary';
        /** Record id (UUID) */
        departmentId?: string;
        /** Name or department contains (any case) */
        q?: string;
      };
      response: {
        /** Record id (UUID) */
        employeeId: string;
        name: string;
        photoUrl: string;
        departmentName: string;
        kind: 'birthday' | 'work_anniversary';
        /** The day it falls on in the requested year (29 February on 28 February in common years) */
        date: string;
        /** Years of service for anniversaries; null for birthdays (age is private) */
        years: number | null;
      }[];
    };
  };
  '/people/celebrations/export': {
    /** The month’s birthdays and work anniversaries as CSV, XLSX or PDF (attachment) */
    get: {
      query?: {
        /** Defaults to the current year (company time zone) */
        year?: number;
        /** 1-12; defaults to the current month */
        month?: number;
        /** Only birthdays or only work anniversaries */
        kind?: 'birthday' | 'work_anniversary';
        /** Record id (UUID) */
        departmentId?: string;
        /** Name or department contains (any case) */
        q?: string;
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/people/dashboard': {
    /** The HR dashboard (/hcims): head-count, joiners and leavers, attrition, tenure, expiring documents, celebrations, within the caller’s report scope */
    get: {
      query?: {
        /** The day the figures are computed for; defaults to today in the company’s time zone */
        asOf?: string;
      };
      response: {
        /** Calendar date, YYYY-MM-DD */
        asOf: string;
        /** Whose records the figures cover (the caller’s report scope) */
        scope: 'team' | 'department' | 'company' | 'group';
        headcount: {
          /** Employed on the as-of day: hired on or before it and not yet left */
          total: number;
          active: number;
          onLeave: number;
          /** Employed but not yet signed in */
          invited: number;
        };
        /** Largest first */
        byDepartment: {
          /** Null for the "none" bucket */
          id: string | null;
          name: string;
          count: number;
        }[];
        /** Largest first */
        byDesignation: {
          /** Null for the "none" bucket */
          id: string | null;
          name: string;
          count: number;
        }[];
        byGender: {
          gender: 'female' | 'male' | 'other' | 'undisclosed';
          count: number;
        }[];
        /** Every band, in order */
        byTenure: {
          /** Completed years of service: <1, 1-3, 3-5, 5-10, 10 or more */
          band: 'under_1' | '1_to_3' | '3_to_5' | '5_to_10' | '10_plus';
          count: number;
        }[];
        /** The last 12 calendar months, oldest first, the as-of month last */
        joinersAndLeavers: {
          /** Calendar month, YYYY-MM */
          month: string;
          /** Hire dates in the month */
          joiners: number;
          /** Termination dates (last working day) in the month, up to the as-of day */
          leavers: number;
          /** Employed at the end of the month (or on the as-of day for the current month) */
          headcountAtEnd: number;
        }[];
        attrition: {
          /** Leavers in the last 12 months */
          leavers: number;
          /** Mean of the 13 month-end head-counts bounding the period */
          averageHeadcount: number;
          /** Leavers / average head-count x 100, one decimal; null without head-count */
          ratePercent: number | null;
        };
        documentsExpiring: {
          /** Already past their expiry date */
          expired: number;
          within30: number;
          within60: number;
          within90: number;
          /** Up to 10, soonest first, expired ones excluded */
          soonest: {
            /** Record id (UUID) */
            documentId: string;
            /** Record id (UUID) */
            employeeId: string;
            employeeName: string;
            title: string;
            category: string;
            /** Calendar date, YYYY-MM-DD */
            expiresOn: string;
            /** 0 = expires today */
            daysLeft: number;
          }[];
        };
        /** The next 30 days, soonest first */
        upcomingBirthdays: {
          /** Record id (UUID) */
          employeeId: string;
          name: string;
          departmentName: string;
          /** The day it falls on */
          date: string;
          /** Years of service for anniversaries; null for birthdays (age is private) */
          years: number | null;
        }[];
        /** Work anniversaries in the next 30 days, soonest first */
        upcomingAnniversaries: {
          /** Record id (UUID) */
          employeeId: string;
          name: string;
          departmentName: string;
          /** The day it falls on */
          date: string;
          /** Years of service for anniversaries; null for birthdays (age is private) */
          years: number | null;
        }[];
      };
    };
  };
  '/people/directory': {
    /** Contact directory of current staff: work contacts only; search (q), department, branch, sort, pages */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'name' | '-name' | 'departmentName' | '-departmentName' | 'designationName' | '-designationName';
        /** Free-text search */
        q?: string;
        /** Record id (UUID) */
        departmentId?: string;
        /** Record id (UUID) */
        branchId?: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          name: string;
          photoUrl: string;
          /** Record id (UUID) */
          departmentId: string;
          departmentName: string;
          designationName: string;
          workEmail: string;
          workPhone: string | null;
          mobilePhone: string | null;
          branchName: string | null;
          workLocation: string | null;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
  };
  '/people/directory/export': {
    /** The filtered contact directory as CSV, XLSX or PDF (attachment) */
    get: {
      query?: {
        /** Sort field; a leading minus sorts descending */
        sort?: 'name' | '-name' | 'departmentName' | '-departmentName' | 'designationName' | '-designationName';
        /** Free-text search */
        q?: string;
        /** Record id (UUID) */
        departmentId?: string;
        /** Record id (UUID) */
        branchId?: string;
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/people/documents/expiring': {
    /** Documents of current staff in the caller’s scope expiring within `days` (expired ones included), soonest first */
    get: {
      query?: {
        /** Expiring within this many days (expired ones included) */
        days?: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        title: string;
        category: 'contract' | 'id' | 'passport' | 'visa' | 'certificate' | 'medical' | 'other';
        fileName: string;
        /** Detected from the content at upload, never the uploader’s claim */
        contentType: string;
        sizeBytes: number;
        /** Calendar date, YYYY-MM-DD */
        expiresOn: string | null;
        uploadedAt: string;
        uploadedBy: string;
        /** GET with the bearer token; answers as an attachment */
        downloadUrl: string;
        employeeName: string;
        /** Days until expiry (negative: already expired) */
        daysLeft: number;
      }[];
    };
  };
  '/people/documents/{id}': {
    /** Change a document’s title, category or expiry date */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        title?: string;
        category?: 'contract' | 'id' | 'passport' | 'visa' | 'certificate' | 'medical' | 'other';
        /** Calendar date, YYYY-MM-DD */
        expiresOn?: string | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        title: string;
        category: 'contract' | 'id' | 'passport' | 'visa' | 'certificate' | 'medical' | 'other';
        fileName: string;
        /** Detected from the content at upload, never the uploader’s claim */
        contentType: string;
        sizeBytes: number;
        /** Calendar date, YYYY-MM-DD */
        expiresOn: string | null;
        uploadedAt: string;
        uploadedBy: string;
        /** GET with the bearer token; answers as an attachment */
        downloadUrl: string;
      };
    };
    /** Delete a document and its file */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/people/documents/{id}/download': {
    /** Download a document: attachment, the detected type, nosniff, no caching */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/people/employees': {
    /** Employees in the caller’s scope: search (q: name, email, number), filters, allow-listed sort, pages */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'lastName' | '-lastName' | 'firstName' | '-firstName' | 'hireDate' | '-hireDate' | 'departmentName' | '-departmentName' | 'designationName' | '-designationName' | 'employeeNumber' | '-employeeNumber' | 'workEmail' | '-workEmail';
        /** Free-text search */
        q?: string;
        /** Record id (UUID) */
        departmentId?: string;
        /** Record id (UUID) */
        designationId?: string;
        /** Direct reports of this employee */
        managerId?: string;
        /** Record id (UUID) */
        branchId?: string;
        /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
        status?: 'invited' | 'active' | 'on_leave' | 'terminated';
        /** true lists terminated employees too */
        includeTerminated?: 'true' | 'false';
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          employeeNumber: string | null;
          firstName: string;
          lastName: string;
          preferredName: string | null;
          workEmail: string;
          mobilePhone: string | null;
          photoUrl: string;
          /** Record id (UUID) */
          departmentId: string;
          departmentName: string;
          /** Record id (UUID) */
          designationId: string;
          designationName: string;
          /** Record id (UUID) */
          managerId: string | null;
          managerName: string | null;
          /** Record id (UUID) */
          branchId: string | null;
          branchName: string | null;
          employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'intern';
          /** Calendar date, YYYY-MM-DD */
          hireDate: string;
          /** Calendar date, YYYY-MM-DD */
          terminationDate: string | null;
          /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
          status: 'invited' | 'active' | 'on_leave' | 'terminated';
          /** The sign-in account: none yet, invited (no password chosen), active, or disabled */
          accountStatus: 'none' | 'invited' | 'active' | 'disabled';
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
    /** Add an employee; with sendInvitation (default) the sign-in account is created and an invitation emailed, in one transaction */
    post: {
      body: {
        firstName: string;
        lastName: string;
        preferredName?: string | null;
        /** Also the sign-in email; unique in the group */
        workEmail: string;
        personalEmail?: string | null;
        /** Phone number, international format preferred */
        workPhone?: string | null;
        /** Phone number, international format preferred */
        mobilePhone?: string | null;
        /** Staff code, unique in the company */
        employeeNumber?: string | null;
        /** Record id (UUID) */
        departmentId: string;
        /** Must belong to the department */
        designationId: string;
        /** The employee this one reports to */
        managerId?: string | null;
        /** Record id (UUID) */
        branchId?: string | null;
        /** Calendar date, YYYY-MM-DD */
        hireDate: string;
        employmentType?: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'intern';
        workLocation?: string | null;
        /** Calendar date, YYYY-MM-DD */
        dateOfBirth?: string | null;
        gender?: 'female' | 'male' | 'other' | 'undisclosed' | null;
        maritalStatus?: 'single' | 'married' | 'divorced' | 'widowed' | 'undisclosed' | null;
        /** ISO 3166-1 alpha-2 country code */
        nationality?: string | null;
        address?: {
          line1?: string | null;
          line2?: string | null;
          city?: string | null;
          state?: string | null;
          postalCode?: string | null;
          /** ISO 3166-1 alpha-2 country code */
          countryCode?: string | null;
        } | null;
        emergencyContact?: {
          name: string;
          relationship: string;
          /** Phone number, international format preferred */
          phone: string;
          /** Phone number, international format preferred */
          alternatePhone?: string | null;
        } | null;
        education?: {
          institution: string;
          degree: string;
          field?: string | null;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        previousJobs?: {
          company: string;
          title: string;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        skills?: string[];
        salary?: {
          amount: number;
          /** ISO 4217 currency code */
          currency: string;
          frequency: 'monthly' | 'biweekly' | 'weekly' | 'hourly' | 'yearly';
        } | null;
        bank?: {
          bankName: string;
          accountName: string;
          iban: string;
          swift?: string | null;
        } | null;
        nationalId?: {
          type: string;
          number: string;
          /** Calendar date, YYYY-MM-DD */
          expiresOn?: string | null;
        } | null;
        medical?: {
          bloodType?: string | null;
          notes?: string | null;
        } | null;
        /** Create the sign-in account now and email a link to set a password; false adds the record only (invite later) */
        sendInvitation?: boolean;
      };
      response: {
        firstName: string;
        lastName: string;
        preferredName?: string | null;
        /** Also the sign-in email; unique in the group */
        workEmail: string;
        personalEmail?: string | null;
        /** Phone number, international format preferred */
        workPhone?: string | null;
        /** Phone number, international format preferred */
        mobilePhone?: string | null;
        /** Staff code, unique in the company */
        employeeNumber?: string | null;
        /** Record id (UUID) */
        departmentId: string;
        /** Must belong to the department */
        designationId: string;
        /** The employee this one reports to */
        managerId?: string | null;
        /** Record id (UUID) */
        branchId?: string | null;
        /** Calendar date, YYYY-MM-DD */
        hireDate: string;
        employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'intern';
        workLocation?: string | null;
        /** Calendar date, YYYY-MM-DD */
        dateOfBirth?: string | null;
        gender?: 'female' | 'male' | 'other' | 'undisclosed' | null;
        maritalStatus?: 'single' | 'married' | 'divorced' | 'widowed' | 'undisclosed' | null;
        /** ISO 3166-1 alpha-2 country code */
        nationality?: string | null;
        address?: {
          line1?: string | null;
          line2?: string | null;
          city?: string | null;
          state?: string | null;
          postalCode?: string | null;
          /** ISO 3166-1 alpha-2 country code */
          countryCode?: string | null;
        } | null;
        emergencyContact?: {
          name: string;
          relationship: string;
          /** Phone number, international format preferred */
          phone: string;
          /** Phone number, international format preferred */
          alternatePhone?: string | null;
        } | null;
        education: {
          institution: string;
          degree: string;
          field?: string | null;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        previousJobs: {
          company: string;
          title: string;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        skills: string[];
        salary?: {
          amount: number;
          /** ISO 4217 currency code */
          currency: string;
          frequency: 'monthly' | 'biweekly' | 'weekly' | 'hourly' | 'yearly';
        } | null;
        bank?: {
          bankName: string;
          accountName: string;
          iban: string;
          swift?: string | null;
        } | null;
        nationalId?: {
          type: string;
          number: string;
          /** Calendar date, YYYY-MM-DD */
          expiresOn?: string | null;
        } | null;
        medical?: {
          bloodType?: string | null;
          notes?: string | null;
        } | null;
        /** Record id (UUID) */
        id: string;
        /** The sign-in account */
        userId: string | null;
        /** The sign-in account: none yet, invited (no password chosen), active, or disabled */
        accountStatus: 'none' | 'invited' | 'active' | 'disabled';
        /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
        status: 'invited' | 'active' | 'on_leave' | 'terminated';
        /** The uploaded photo, or a generated avatar (GET with the bearer token) */
        photoUrl: string;
        /** Whether a photo was uploaded (photoUrl otherwise serves a generated avatar) */
        hasPhoto: boolean;
        departmentName: string;
        designationName: string;
        managerName: string | null;
        branchName: string | null;
        /** Set once a termination is recorded, even before the date */
        terminationDate: string | null;
        directReportCount: number;
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/people/employees/export': {
    /** The employee list as the caller sees it (same scope, filters, search and sort; every page) as CSV, XLSX or PDF; the list’s columns only */
    get: {
      query?: {
        /** Sort field; a leading minus sorts descending */
        sort?: 'lastName' | '-lastName' | 'firstName' | '-firstName' | 'hireDate' | '-hireDate' | 'departmentName' | '-departmentName' | 'designationName' | '-designationName' | 'employeeNumber' | '-employeeNumber' | 'workEmail' | '-workEmail';
        /** Free-text search */
        q?: string;
        /** Record id (UUID) */
        departmentId?: string;
        /** Record id (UUID) */
        designationId?: string;
        /** Direct reports of this employee */
        managerId?: string;
        /** Record id (UUID) */
        branchId?: string;
        /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
        status?: 'invited' | 'active' | 'on_leave' | 'terminated';
        /** true lists terminated employees too */
        includeTerminated?: 'true' | 'false';
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/people/employees/{id}': {
    /** One employee record (404 outside the caller’s scope); salary, bank, national id and medical only with people.sensitive-data:read */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        firstName: string;
        lastName: string;
        preferredName?: string | null;
        /** Also the sign-in email; unique in the group */
        workEmail: string;
        personalEmail?: string | null;
        /** Phone number, international format preferred */
        workPhone?: string | null;
        /** Phone number, international format preferred */
        mobilePhone?: string | null;
        /** Staff code, unique in the company */
        employeeNumber?: string | null;
        /** Record id (UUID) */
        departmentId: string;
        /** Must belong to the department */
        designationId: string;
        /** The employee this one reports to */
        managerId?: string | null;
        /** Record id (UUID) */
        branchId?: string | null;
        /** Calendar date, YYYY-MM-DD */
        hireDate: string;
        employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'intern';
        workLocation?: string | null;
        /** Calendar date, YYYY-MM-DD */
        dateOfBirth?: string | null;
        gender?: 'female' | 'male' | 'other' | 'undisclosed' | null;
        maritalStatus?: 'single' | 'married' | 'divorced' | 'widowed' | 'undisclosed' | null;
        /** ISO 3166-1 alpha-2 country code */
        nationality?: string | null;
        address?: {
          line1?: string | null;
          line2?: string | null;
          city?: string | null;
          state?: string | null;
          postalCode?: string | null;
          /** ISO 3166-1 alpha-2 country code */
          countryCode?: string | null;
        } | null;
        emergencyContact?: {
          name: string;
          relationship: string;
          /** Phone number, international format preferred */
          phone: string;
          /** Phone number, international format preferred */
          alternatePhone?: string | null;
        } | null;
        education: {
          institution: string;
          degree: string;
          field?: string | null;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        previousJobs: {
          company: string;
          title: string;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        skills: string[];
        salary?: {
          amount: number;
          /** ISO 4217 currency code */
          currency: string;
          frequency: 'monthly' | 'biweekly' | 'weekly' | 'hourly' | 'yearly';
        } | null;
        bank?: {
          bankName: string;
          accountName: string;
          iban: string;
          swift?: string | null;
        } | null;
        nationalId?: {
          type: string;
          number: string;
          /** Calendar date, YYYY-MM-DD */
          expiresOn?: string | null;
        } | null;
        medical?: {
          bloodType?: string | null;
          notes?: string | null;
        } | null;
        /** Record id (UUID) */
        id: string;
        /** The sign-in account */
        userId: string | null;
        /** The sign-in account: none yet, invited (no password chosen), active, or disabled */
        accountStatus: 'none' | 'invited' | 'active' | 'disabled';
        /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
        status: 'invited' | 'active' | 'on_leave' | 'terminated';
        /** The uploaded photo, or a generated avatar (GET with the bearer token) */
        photoUrl: string;
        /** Whether a photo was uploaded (photoUrl otherwise serves a generated avatar) */
        hasPhoto: boolean;
        departmentName: string;
        designationName: string;
        managerName: string | null;
        branchName: string | null;
        /** Set once a termination is recorded, even before the date */
        terminationDate: string | null;
        directReportCount: number;
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Change an employee: only the fields sent, with the version read (409 PEOPLE_STALE_VERSION with currentVersion otherwise) */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        firstName?: string;
        lastName?: string;
        preferredName?: string | null;
        /** Also the sign-in email; unique in the group */
        workEmail?: string;
        personalEmail?: string | null;
        /** Phone number, international format preferred */
        workPhone?: string | null;
        /** Phone number, international format preferred */
        mobilePhone?: string | null;
        /** Staff code, unique in the company */
        employeeNumber?: string | null;
        /** Record id (UUID) */
        departmentId?: string;
        /** Must belong to the department */
        designationId?: string;
        /** The employee this one reports to */
        managerId?: string | null;
        /** Record id (UUID) */
        branchId?: string | null;
        /** Calendar date, YYYY-MM-DD */
        hireDate?: string;
        employmentType?: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'intern';
        workLocation?: string | null;
        /** Calendar date, YYYY-MM-DD */
        dateOfBirth?: string | null;
        gender?: 'female' | 'male' | 'other' | 'undisclosed' | null;
        maritalStatus?: 'single' | 'married' | 'divorced' | 'widowed' | 'undisclosed' | null;
        /** ISO 3166-1 alpha-2 country code */
        nationality?: string | null;
        address?: {
          line1?: string | null;
          line2?: string | null;
          city?: string | null;
          state?: string | null;
          postalCode?: string | null;
          /** ISO 3166-1 alpha-2 country code */
          countryCode?: string | null;
        } | null;
        emergencyContact?: {
          name: string;
          relationship: string;
          /** Phone number, international format preferred */
          phone: string;
          /** Phone number, international format preferred */
          alternatePhone?: string | null;
        } | null;
        education?: {
          institution: string;
          degree: string;
          field?: string | null;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        previousJobs?: {
          company: string;
          title: string;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        skills?: string[];
        salary?: {
          amount: number;
          /** ISO 4217 currency code */
          currency: string;
          frequency: 'monthly' | 'biweekly' | 'weekly' | 'hourly' | 'yearly';
        } | null;
        bank?: {
          bankName: string;
          accountName: string;
          iban: string;
          swift?: string | null;
        } | null;
        nationalId?: {
          type: string;
          number: string;
          /** Calendar date, YYYY-MM-DD */
          expiresOn?: string | null;
        } | null;
        medical?: {
          bloodType?: string | null;
          notes?: string | null;
        } | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        firstName: string;
        lastName: string;
        preferredName?: string | null;
        /** Also the sign-in email; unique in the group */
        workEmail: string;
        personalEmail?: string | null;
        /** Phone number, international format preferred */
        workPhone?: string | null;
        /** Phone number, international format preferred */
        mobilePhone?: string | null;
        /** Staff code, unique in the company */
        employeeNumber?: string | null;
        /** Record id (UUID) */
        departmentId: string;
        /** Must belong to the department */
        designationId: string;
        /** The employee this one reports to */
        managerId?: string | null;
        /** Record id (UUID) */
        branchId?: string | null;
        /** Calendar date, YYYY-MM-DD */
        hireDate: string;
        employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'intern';
        workLocation?: string | null;
        /** Calendar date, YYYY-MM-DD */
        dateOfBirth?: string | null;
        gender?: 'female' | 'male' | 'other' | 'undisclosed' | null;
        maritalStatus?: 'single' | 'married' | 'divorced' | 'widowed' | 'undisclosed' | null;
        /** ISO 3166-1 alpha-2 country code */
        nationality?: string | null;
        address?: {
          line1?: string | null;
          line2?: string | null;
          city?: string | null;
          state?: string | null;
          postalCode?: string | null;
          /** ISO 3166-1 alpha-2 country code */
          countryCode?: string | null;
        } | null;
        emergencyContact?: {
          name: string;
          relationship: string;
          /** Phone number, international format preferred */
          phone: string;
          /** Phone number, international format preferred */
          alternatePhone?: string | null;
        } | null;
        education: {
          institution: string;
          degree: string;
          field?: string | null;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        previousJobs: {
          company: string;
          title: string;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        skills: string[];
        salary?: {
          amount: number;
          /** ISO 4217 currency code */
          currency: string;
          frequency: 'monthly' | 'biweekly' | 'weekly' | 'hourly' | 'yearly';
        } | null;
        bank?: {
          bankName: string;
          accountName: string;
          iban: string;
          swift?: string | null;
        } | null;
        nationalId?: {
          type: string;
          number: string;
          /** Calendar date, YYYY-MM-DD */
          expiresOn?: string | null;
        } | null;
        medical?: {
          bloodType?: string | null;
          notes?: string | null;
        } | null;
        /** Record id (UUID) */
        id: string;
        /** The sign-in account */
        userId: string | null;
        /** The sign-in account: none yet, invited (no password chosen), active, or disabled */
        accountStatus: 'none' | 'invited' | 'active' | 'disabled';
        /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
        status: 'invited' | 'active' | 'on_leave' | 'terminated';
        /** The uploaded photo, or a generated avatar (GET with the bearer token) */
        photoUrl: string;
        /** Whether a photo was uploaded (photoUrl otherwise serves a generated avatar) */
        hasPhoto: boolean;
        departmentName: string;
        designationName: string;
        managerName: string | null;
        branchName: string | null;
        /** Set once a termination is recorded, even before the date */
        terminationDate: string | null;
        directReportCount: number;
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/people/employees/{id}/documents': {
    /** An employee’s documents, newest first (medical ones need people.sensitive-data:read unless they are your own) */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        title: string;
        category: 'contract' | 'id' | 'passport' | 'visa' | 'certificate' | 'medical' | 'other';
        fileName: string;
        /** Detected from the content at upload, never the uploader’s claim */
        contentType: string;
        sizeBytes: number;
        /** Calendar date, YYYY-MM-DD */
        expiresOn: string | null;
        uploadedAt: string;
        uploadedBy: string;
        /** GET with the bearer token; answers as an attachment */
        downloadUrl: string;
      }[];
    };
    /** Upload a document: multipart with text parts title, category, expiresOn (optional) and one `file` part; PDF, images, DOCX/XLSX/PPTX or plain text by content, 10 MB at most */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        title: string;
        category: 'contract' | 'id' | 'passport' | 'visa' | 'certificate' | 'medical' | 'other';
        fileName: string;
        /** Detected from the content at upload, never the uploader’s claim */
        contentType: string;
        sizeBytes: number;
        /** Calendar date, YYYY-MM-DD */
        expiresOn: string | null;
        uploadedAt: string;
        uploadedBy: string;
        /** GET with the bearer token; answers as an attachment */
        downloadUrl: string;
      };
    };
  };
  '/people/employees/{id}/history': {
    /** Job history, newest first (department, designation, manager, salary, employment type, branch); salary rows need people.sensitive-data:read */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Calendar date, YYYY-MM-DD */
        effectiveOn: string;
        field: 'department' | 'designation' | 'manager' | 'salary' | 'employmentType' | 'branch' | 'hired';
        /** Previous value as shown to people (a name, or an amount with currency) */
        from: string | null;
        to: string | null;
        /** Name of who made the change */
        changedBy: string;
        changedAt: string;
      }[];
    };
  };
  '/people/employees/{id}/invitation': {
    /** Create the sign-in account of an employee without one, or email a fresh invitation link (409 PEOPLE_ACCOUNT_ACTIVE when they already sign in) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        userId: string;
        /** The sign-in account: none yet, invited (no password chosen), active, or disabled */
        accountStatus: 'none' | 'invited' | 'active' | 'disabled';
        /** Whether an email went out (an invitation link, or a notice for an existing account) */
        mailed: boolean;
      };
    };
  };
  '/people/employees/{id}/photo': {
    /** The uploaded photo, or a generated avatar (SVG: initials on a colour from the id) */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
    /** Upload a photo: multipart with one `file` part; PNG, JPEG or WEBP by content, 2 MB at most */
    put: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        firstName: string;
        lastName: string;
        preferredName?: string | null;
        /** Also the sign-in email; unique in the group */
        workEmail: string;
        personalEmail?: string | null;
        /** Phone number, international format preferred */
        workPhone?: string | null;
        /** Phone number, international format preferred */
        mobilePhone?: string | null;
        /** Staff code, unique in the company */
        employeeNumber?: string | null;
        /** Record id (UUID) */
        departmentId: string;
        /** Must belong to the department */
        designationId: string;
        /** The employee this one reports to */
        managerId?: string | null;
        /** Record id (UUID) */
        branchId?: string | null;
        /** Calendar date, YYYY-MM-DD */
        hireDate: string;
        employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'intern';
        workLocation?: string | null;
        /** Calendar date, YYYY-MM-DD */
        dateOfBirth?: string | null;
        gender?: 'female' | 'male' | 'other' | 'undisclosed' | null;
        maritalStatus?: 'single' | 'married' | 'divorced' | 'widowed' | 'undisclosed' | null;
        /** ISO 3166-1 alpha-2 country code */
        nationality?: string | null;
        address?: {
          line1?: string | null;
          line2?: string | null;
          city?: string | null;
          state?: string | null;
          postalCode?: string | null;
          /** ISO 3166-1 alpha-2 country code */
          countryCode?: string | null;
        } | null;
        emergencyContact?: {
          name: string;
          relationship: string;
          /** Phone number, international format preferred */
          phone: string;
          /** Phone number, international format preferred */
          alternatePhone?: string | null;
        } | null;
        education: {
          institution: string;
          degree: string;
          field?: string | null;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        previousJobs: {
          company: string;
          title: string;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        skills: string[];
        salary?: {
          amount: number;
          /** ISO 4217 currency code */
          currency: string;
          frequency: 'monthly' | 'biweekly' | 'weekly' | 'hourly' | 'yearly';
        } | null;
        bank?: {
          bankName: string;
          accountName: string;
          iban: string;
          swift?: string | null;
        } | null;
        nationalId?: {
          type: string;
          number: string;
          /** Calendar date, YYYY-MM-DD */
          expiresOn?: string | null;
        } | null;
        medical?: {
          bloodType?: string | null;
          notes?: string | null;
        } | null;
        /** Record id (UUID) */
        id: string;
        /** The sign-in account */
        userId: string | null;
        /** The sign-in account: none yet, invited (no password chosen), active, or disabled */
        accountStatus: 'none' | 'invited' | 'active' | 'disabled';
        /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
        status: 'invited' | 'active' | 'on_leave' | 'terminated';
        /** The uploaded photo, or a generated avatar (GET with the bearer token) */
        photoUrl: string;
        /** Whether a photo was uploaded (photoUrl otherwise serves a generated avatar) */
        hasPhoto: boolean;
        departmentName: string;
        designationName: string;
        managerName: string | null;
        branchName: string | null;
        /** Set once a termination is recorded, even before the date */
        terminationDate: string | null;
        directReportCount: number;
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Remove the photo (the generated avatar shows again) */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        firstName: string;
        lastName: string;
        preferredName?: string | null;
        /** Also the sign-in email; unique in the group */
        workEmail: string;
        personalEmail?: string | null;
        /** Phone number, international format preferred */
        workPhone?: string | null;
        /** Phone number, international format preferred */
        mobilePhone?: string | null;
        /** Staff code, unique in the company */
        employeeNumber?: string | null;
        /** Record id (UUID) */
        departmentId: string;
        /** Must belong to the department */
        designationId: string;
        /** The employee this one reports to */
        managerId?: string | null;
        /** Record id (UUID) */
        branchId?: string | null;
        /** Calendar date, YYYY-MM-DD */
        hireDate: string;
        employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'intern';
        workLocation?: string | null;
        /** Calendar date, YYYY-MM-DD */
        dateOfBirth?: string | null;
        gender?: 'female' | 'male' | 'other' | 'undisclosed' | null;
        maritalStatus?: 'single' | 'married' | 'divorced' | 'widowed' | 'undisclosed' | null;
        /** ISO 3166-1 alpha-2 country code */
        nationality?: string | null;
        address?: {
          line1?: string | null;
          line2?: string | null;
          city?: string | null;
          state?: string | null;
          postalCode?: string | null;
          /** ISO 3166-1 alpha-2 country code */
          countryCode?: string | null;
        } | null;
        emergencyContact?: {
          name: string;
          relationship: string;
          /** Phone number, international format preferred */
          phone: string;
          /** Phone number, international format preferred */
          alternatePhone?: string | null;
        } | null;
        education: {
          institution: string;
          degree: string;
          field?: string | null;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        previousJobs: {
          company: string;
          title: string;
          /** Calendar date, YYYY-MM-DD */
          startDate?: string | null;
          /** Calendar date, YYYY-MM-DD */
          endDate?: string | null;
        }[];
        skills: string[];
        salary?: {
          amount: number;
          /** ISO 4217 currency code */
          currency: string;
          frequency: 'monthly' | 'biweekly' | 'weekly' | 'hourly' | 'yearly';
        } | null;
        bank?: {
          bankName: string;
          accountName: string;
          iban: string;
          swift?: string | null;
        } | null;
        nationalId?: {
          type: string;
          number: string;
          /** Calendar date, YYYY-MM-DD */
          expiresOn?: string | null;
        } | null;
        medical?: {
          bloodType?: string | null;
          notes?: string | null;
        } | null;
        /** Record id (UUID) */
        id: string;
        /** The sign-in account */
        userId: string | null;
        /** The sign-in account: none yet, invited (no password chosen), active, or disabled */
        accountStatus: 'none' | 'invited' | 'active' | 'disabled';
        /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
        status: 'invited' | 'active' | 'on_leave' | 'terminated';
        /** The uploaded photo, or a generated avatar (GET with the bearer token) */
        photoUrl: string;
        /** Whether a photo was uploaded (photoUrl otherwise serves a generated avatar) */
        hasPhoto: boolean;
        departmentName: string;
        designationName: string;
        managerName: string | null;
        branchName: string | null;
        /** Set once a termination is recorded, even before the date */
        terminationDate: string | null;
        directReportCount: number;
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/people/employees/{id}/termination': {
    /** Terminate an employee: last working day, type, reason, offboarding checklist; access ends when the day is over */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Last working day; access ends when it is over (company time zone) */
        terminationDate: string;
        type: 'resignation' | 'dismissal' | 'end_of_contract' | 'retirement' | 'redundancy' | 'mutual_agreement' | 'death' | 'other';
        reason: string;
        /** Defaults to the standard offboarding checklist */
        checklist?: {
          /** Stable key, e.g. return_equipment */
          key: string;
          label: string;
          done: boolean;
        }[];
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        employeeNumber: string | null;
        departmentName: string;
        designationName: string;
        /** Calendar date, YYYY-MM-DD */
        terminationDate: string;
        type: 'resignation' | 'dismissal' | 'end_of_contract' | 'retirement' | 'redundancy' | 'mutual_agreement' | 'death' | 'other';
        reason: string;
        checklist: {
          /** Stable key, e.g. return_equipment */
          key: string;
          label: string;
          done: boolean;
        }[];
        recordedBy: string;
        recordedAt: string;
        /** The instant sign-in stops working (end of the date in the company time zone) */
        accessEndsAt: string;
        /** The date has passed: access has ended */
        effective: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/people/imports': {
    /** The 50 most recent employee imports of the active company */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        /** uploaded -> validated (preview) -> running -> completed | failed; a failed run can be started again */
        status: 'uploaded' | 'validated' | 'running' | 'completed' | 'failed';
        fileName: string;
        format: 'csv' | 'xlsx';
        headers: string[];
        /** The mapping of the last preview */
        mapping: Record<string, 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'employeeNumber' | 'department' | 'designation' | 'manager' | 'branch' | 'hireDate' | 'employmentType' | 'workLocation' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'nationality' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | null> | null;
        /** all_or_nothing: one transaction, any error imports nothing; valid_only: the rows without errors */
        mode: 'all_or_nothing' | 'valid_only' | null;
        /** Non-empty data rows */
        totalRows: number;
        /** From the last preview or run */
        validRows: number | null;
        invalidRows: number | null;
        issueCount: number | null;
        /** Rows the current or last run writes */
        toProcess: number;
        /** Rows handled so far by the run (progress = processedRows / toProcess) */
        processedRows: number;
        /** Employees created and committed */
        importedRows: number;
        progressPercent: number;
        error: {
          code: string;
          message: string;
        } | null;
        /** A failed run may be started again; already imported rows are not imported twice */
        resumable: boolean;
        createdAt: string;
        startedAt: string | null;
        finishedAt: string | null;
      }[];
    };
    /** Upload a CSV or XLSX of employees (multipart, part "file", at most 10 MB and 20,000 rows); answers the proposed column mapping */
    post: {
      response: {
        job: {
          /** Record id (UUID) */
          id: string;
          /** uploaded -> validated (preview) -> running -> completed | failed; a failed run can be started again */
          status: 'uploaded' | 'validated' | 'running' | 'completed' | 'failed';
          fileName: string;
          format: 'csv' | 'xlsx';
          headers: string[];
          /** The mapping of the last preview */
          mapping: Record<string, 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'employeeNumber' | 'department' | 'designation' | 'manager' | 'branch' | 'hireDate' | 'employmentType' | 'workLocation' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'nationality' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | null> | null;
          /** all_or_nothing: one transaction, any error imports nothing; valid_only: the rows without errors */
          mode: 'all_or_nothing' | 'valid_only' | null;
          /** Non-empty data rows */
          totalRows: number;
          /** From the last preview or run */
          validRows: number | null;
          invalidRows: number | null;
          issueCount: number | null;
          /** Rows the current or last run writes */
          toProcess: number;
          /** Rows handled so far by the run (progress = processedRows / toProcess) */
          processedRows: number;
          /** Employees created and committed */
          importedRows: number;
          progressPercent: number;
          error: {
            code: string;
            message: string;
          } | null;
          /** A failed run may be started again; already imported rows are not imported twice */
          resumable: boolean;
          createdAt: string;
          startedAt: string | null;
          finishedAt: string | null;
        };
        /** File header -> target field (null ignores the column) */
        suggestedMapping: Record<string, 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'employeeNumber' | 'department' | 'designation' | 'manager' | 'branch' | 'hireDate' | 'employmentType' | 'workLocation' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'nationality' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | null>;
        /** The first 5 data rows */
        sampleRows: {
          row: number;
          cells: string[];
        }[];
        fields: {
          field: 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'employeeNumber' | 'department' | 'designation' | 'manager' | 'branch' | 'hireDate' | 'employmentType' | 'workLocation' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'nationality' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency';
          required: boolean;
          sensitive: boolean;
          /** What to write in the cell (English; the web has translations by field) */
          hint: string;
        }[];
      };
    };
  };
  '/people/imports/fields': {
    /** Fields a column of an employee import can feed (salary only with people.sensitive-data:update) */
    get: {
      response: {
        field: 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'employeeNumber' | 'department' | 'designation' | 'manager' | 'branch' | 'hireDate' | 'employmentType' | 'workLocation' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'nationality' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency';
        required: boolean;
        sensitive: boolean;
        /** What to write in the cell (English; the web has translations by field) */
        hint: string;
      }[];
    };
  };
  '/people/imports/{id}': {
    /** One import, with the progress of its run: poll every second while status is "running" */
    get: {
      path: {
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** uploaded -> validated (preview) -> running -> completed | failed; a failed run can be started again */
        status: 'uploaded' | 'validated' | 'running' | 'completed' | 'failed';
        fileName: string;
        format: 'csv' | 'xlsx';
        headers: string[];
        /** The mapping of the last preview */
        mapping: Record<string, 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'employeeNumber' | 'department' | 'designation' | 'manager' | 'branch' | 'hireDate' | 'employmentType' | 'workLocation' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'nationality' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | null> | null;
        /** all_or_nothing: one transaction, any error imports nothing; valid_only: the rows without errors */
        mode: 'all_or_nothing' | 'valid_only' | null;
        /** Non-empty data rows */
        totalRows: number;
        /** From the last preview or run */
        validRows: number | null;
        invalidRows: number | null;
        issueCount: number | null;
        /** Rows the current or last run writes */
        toProcess: number;
        /** Rows handled so far by the run (progress = processedRows / toProcess) */
        processedRows: number;
        /** Employees created and committed */
        importedRows: number;
        progressPercent: number;
        error: {
          code: string;
          message: string;
        } | null;
        /** A failed run may be started again; already imported rows are not imported twice */
        resumable: boolean;
        createdAt: string;
        startedAt: string | null;
        finishedAt: string | null;
      };
    };
  };
  '/people/imports/{id}/failed-rows': {
    /** The rows with problems as CSV: the original columns plus "Row" and "Errors", ready to fix and upload again */
    get: {
      path: {
        id: string;
      };
      response: unknown;
    };
  };
  '/people/imports/{id}/issues': {
    /** Every issue of the last preview or run, page by page */
    get: {
      path: {
        id: string;
      };
      query?: {
        page?: number;
        pageSize?: number;
      };
      response: {
        items: {
          /** Spreadsheet row (the header is row 1) */
          row: number;
          /** Target field, or empty for the whole row */
          field: string;
          /** The header of the file column */
          column: string;
          value: string;
          /** Stable code for translation: required, invalid_date, invalid_email, invalid_choice, duplicate_in_file, unknown_value, already_exists, ambiguous_value, manager_cycle, write_failed... */
          code: string;
          /** English fallback */
          message: string;
        }[];
        total: number;
        page: number;
        pageSize: number;
      };
    };
  };
  '/people/imports/{id}/preview': {
    /** Check the file with a column mapping: per-row errors, nothing written */
    post: {
      path: {
        id: string;
      };
      body: {
        /** File header -> target field (null ignores the column) */
        mapping: Record<string, 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'employeeNumber' | 'department' | 'designation' | 'manager' | 'branch' | 'hireDate' | 'employmentType' | 'workLocation' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'nationality' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | null>;
      };
      response: {
        job: {
          /** Record id (UUID) */
          id: string;
          /** uploaded -> validated (preview) -> running -> completed | failed; a failed run can be started again */
          status: 'uploaded' | 'validated' | 'running' | 'completed' | 'failed';
          fileName: string;
          format: 'csv' | 'xlsx';
          headers: string[];
          /** The mapping of the last preview */
          mapping: Record<string, 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'employeeNumber' | 'department' | 'designation' | 'manager' | 'branch' | 'hireDate' | 'employmentType' | 'workLocation' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'nationality' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | null> | null;
          /** all_or_nothing: one transaction, any error imports nothing; valid_only: the rows without errors */
          mode: 'all_or_nothing' | 'valid_only' | null;
          /** Non-empty data rows */
          totalRows: number;
          /** From the last preview or run */
          validRows: number | null;
          invalidRows: number | null;
          issueCount: number | null;
          /** Rows the current or last run writes */
          toProcess: number;
          /** Rows handled so far by the run (progress = processedRows / toProcess) */
          processedRows: number;
          /** Employees created and committed */
          importedRows: number;
          progressPercent: number;
          error: {
            code: string;
            message: string;
          } | null;
          /** A failed run may be started again; already imported rows are not imported twice */
          resumable: boolean;
          createdAt: string;
          startedAt: string | null;
          finishedAt: string | null;
        };
        emptyRows: number[];
        invalidRowNumbers: number[];
        /** The first 200 issues; page through GET .../issues for all */
        issues: {
          /** Spreadsheet row (the header is row 1) */
          row: number;
          /** Target field, or empty for the whole row */
          field: string;
          /** The header of the file column */
          column: string;
          value: string;
          /** Stable code for translation: required, invalid_date, invalid_email, invalid_choice, duplicate_in_file, unknown_value, already_exists, ambiguous_value, manager_cycle, write_failed... */
          code: string;
          /** English fallback */
          message: string;
        }[];
      };
    };
  };
  '/people/imports/{id}/run': {
    /** Import the previewed file: all_or_nothing (one transaction) or valid_only; answers 202 and runs on; poll GET /api/people/imports/{id} */
    post: {
      path: {
        id: string;
      };
      body: {
        /** all_or_nothing: one transaction, any error imports nothing; valid_only: the rows without errors */
        mode: 'all_or_nothing' | 'valid_only';
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** uploaded -> validated (preview) -> running -> completed | failed; a failed run can be started again */
        status: 'uploaded' | 'validated' | 'running' | 'completed' | 'failed';
        fileName: string;
        format: 'csv' | 'xlsx';
        headers: string[];
        /** The mapping of the last preview */
        mapping: Record<string, 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'employeeNumber' | 'department' | 'designation' | 'manager' | 'branch' | 'hireDate' | 'employmentType' | 'workLocation' | 'dateOfBirth' | 'gender' | 'maritalStatus' | 'nationality' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | null> | null;
        /** all_or_nothing: one transaction, any error imports nothing; valid_only: the rows without errors */
        mode: 'all_or_nothing' | 'valid_only' | null;
        /** Non-empty data rows */
        totalRows: number;
        /** From the last preview or run */
        validRows: number | null;
        invalidRows: number | null;
        issueCount: number | null;
        /** Rows the current or last run writes */
        toProcess: number;
        /** Rows handled so far by the run (progress = processedRows / toProcess) */
        processedRows: number;
        /** Employees created and committed */
        importedRows: number;
        progressPercent: number;
        error: {
          code: string;
          message: string;
        } | null;
        /** A failed run may be started again; already imported rows are not imported twice */
        resumable: boolean;
        createdAt: string;
        startedAt: string | null;
        finishedAt: string | null;
      };
    };
  };
  '/people/reports': {
    /** The report hub: ready-made reports, the employee details report and the builder */
    get: {
      response: {
        reports: {
          /** standard report key, or "employee-details" / "builder" */
          key: string;
          kind: 'standard' | 'employee-details' | 'builder';
          category: 'headcount' | 'movement' | 'celebrations' | 'directory' | 'profile' | 'attendance' | 'leave' | 'expenses' | 'tasks' | 'custom';
          /** For standard reports: the definition they run, to open in the builder */
          definition: {
            entity: 'employees';
            /** Columns in display order */
            columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of employees */
              field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of employees */
              field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of employees */
              field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | {
            entity: 'attendance';
            /** Columns in display order */
            columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of attendance */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of attendance */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of attendance */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | {
            entity: 'leave-requests';
            /** Columns in display order */
            columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of leave-requests */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of leave-requests */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of leave-requests */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | {
            entity: 'expense-claims';
            /** Columns in display order */
            columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of expense-claims */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of expense-claims */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of expense-claims */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | {
            entity: 'tasks';
            /** Columns in display order */
            columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of tasks */
              field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of tasks */
              field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of tasks */
              field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | null;
          formats: ('csv' | 'xlsx' | 'pdf')[];
        }[];
        /** How many saved reports the caller can see */
        savedReports: number;
      };
    };
  };
  '/people/reports/builder': {
    /** What the report builder may offer the caller: fields (sensitive ones only with people.sensitive-data:read), operators, grouping */
    get: {
      response: {
        entities: {
          /** What the report lists; one row per record */
          entity: 'employees' | 'attendance' | 'leave-requests' | 'expense-claims' | 'tasks';
          fields: {
            /** An allow-listed field of one of the entities */
            key: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType' | 'employeeName' | 'workDate' | 'workMonth' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'reason' | 'leaveTypeId' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'description' | 'categoryId' | 'taskName' | 'assigneeName' | 'priority' | 'weight' | 'progress' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId';
            type: 'text' | 'enum' | 'date' | 'number' | 'money' | 'id';
            sensitive: boolean;
            column: boolean;
            groupable: boolean;
            sortable: boolean;
            operators: ('eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte')[];
            values?: string[];
          }[];
        }[];
      };
    };
  };
  '/people/reports/employee-details/{id}': {
    /** The employee details report: profile, job history, documents, direct reports, termination (sensitive sections only with their permission) */
    get: {
      path: {
        id: string;
      };
      response: {
        /** Sensitive sections are absent without people.sensitive-data:read */
        employee: {
          firstName: string;
          lastName: string;
          preferredName?: string | null;
          /** Also the sign-in email; unique in the group */
          workEmail: string;
          personalEmail?: string | null;
          /** Phone number, international format preferred */
          workPhone?: string | null;
          /** Phone number, international format preferred */
          mobilePhone?: string | null;
          /** Staff code, unique in the company */
          employeeNumber?: string | null;
          /** Record id (UUID) */
          departmentId: string;
          /** Must belong to the department */
          designationId: string;
          /** The employee this one reports to */
          managerId?: string | null;
          /** Record id (UUID) */
          branchId?: string | null;
          /** Calendar date, YYYY-MM-DD */
          hireDate: string;
          employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'intern';
          workLocation?: string | null;
          /** Calendar date, YYYY-MM-DD */
          dateOfBirth?: string | null;
          gender?: 'female' | 'male' | 'other' | 'undisclosed' | null;
          maritalStatus?: 'single' | 'married' | 'divorced' | 'widowed' | 'undisclosed' | null;
          /** ISO 3166-1 alpha-2 country code */
          nationality?: string | null;
          address?: {
            line1?: string | null;
            line2?: string | null;
            city?: string | null;
            state?: string | null;
            postalCode?: string | null;
            /** ISO 3166-1 alpha-2 country code */
            countryCode?: string | null;
          } | null;
          emergencyContact?: {
            name: string;
            relationship: string;
            /** Phone number, international format preferred */
            phone: string;
            /** Phone number, international format preferred */
            alternatePhone?: string | null;
          } | null;
          education: {
            institution: string;
            degree: string;
            field?: string | null;
            /** Calendar date, YYYY-MM-DD */
            startDate?: string | null;
            /** Calendar date, YYYY-MM-DD */
            endDate?: string | null;
          }[];
          previousJobs: {
            company: string;
            title: string;
            /** Calendar date, YYYY-MM-DD */
            startDate?: string | null;
            /** Calendar date, YYYY-MM-DD */
            endDate?: string | null;
          }[];
          skills: string[];
          salary?: {
            amount: number;
            /** ISO 4217 currency code */
            currency: string;
            frequency: 'monthly' | 'biweekly' | 'weekly' | 'hourly' | 'yearly';
          } | null;
          bank?: {
            bankName: string;
            accountName: string;
            iban: string;
            swift?: string | null;
          } | null;
          nationalId?: {
            type: string;
            number: string;
            /** Calendar date, YYYY-MM-DD */
            expiresOn?: string | null;
          } | null;
          medical?: {
            bloodType?: string | null;
            notes?: string | null;
          } | null;
          /** Record id (UUID) */
          id: string;
          /** The sign-in account */
          userId: string | null;
          /** The sign-in account: none yet, invited (no password chosen), active, or disabled */
          accountStatus: 'none' | 'invited' | 'active' | 'disabled';
          /** invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module */
          status: 'invited' | 'active' | 'on_leave' | 'terminated';
          /** The uploaded photo, or a generated avatar (GET with the bearer token) */
          photoUrl: string;
          /** Whether a photo was uploaded (photoUrl otherwise serves a generated avatar) */
          hasPhoto: boolean;
          departmentName: string;
          designationName: string;
          managerName: string | null;
          branchName: string | null;
          /** Set once a termination is recorded, even before the date */
          terminationDate: string | null;
          directReportCount: number;
          createdAt: string;
          updatedAt: string;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        };
        tenure: {
          years: number;
          months: number;
          days: number;
        } | null;
        directReports: {
          /** Record id (UUID) */
          id: string;
          name: string;
          designationName: string;
        }[];
        jobHistory: {
          /** Record id (UUID) */
          id: string;
          /** Calendar date, YYYY-MM-DD */
          effectiveOn: string;
          field: 'department' | 'designation' | 'manager' | 'salary' | 'employmentType' | 'branch' | 'hired';
          /** Previous value as shown to people (a name, or an amount with currency) */
          from: string | null;
          to: string | null;
          /** Name of who made the change */
          changedBy: string;
          changedAt: string;
        }[];
        documents: {
          /** Record id (UUID) */
          id: string;
          /** Record id (UUID) */
          employeeId: string;
          title: string;
          category: 'contract' | 'id' | 'passport' | 'visa' | 'certificate' | 'medical' | 'other';
          fileName: string;
          /** Detected from the content at upload, never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          /** Calendar date, YYYY-MM-DD */
          expiresOn: string | null;
          uploadedAt: string;
          uploadedBy: string;
          /** GET with the bearer token; answers as an attachment */
          downloadUrl: string;
        }[];
        termination: {
          /** Calendar date, YYYY-MM-DD */
          terminationDate: string;
          type: 'resignation' | 'dismissal' | 'end_of_contract' | 'retirement' | 'redundancy' | 'mutual_agreement' | 'death' | 'other';
          reason: string;
          effective: boolean;
        } | null;
        generatedAt: string;
        /** Salary, bank, national id and medical sections are present */
        sensitiveIncluded: boolean;
      };
    };
  };
  '/people/reports/employee-details/{id}/export': {
    /** The employee details report as CSV, XLSX or PDF (Section, Field, Value) */
    get: {
      path: {
        id: string;
      };
      query?: {
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
        /** Title printed on a PDF and in the file properties */
        title?: string;
      };
      response: unknown;
    };
  };
  '/people/reports/export': {
    /** Export a report definition as CSV, XLSX or PDF (?lng=ae renders Arabic right to left) */
    post: {
      query?: {
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
        /** Title printed on a PDF and in the file properties */
        title?: string;
      };
      body: {
        definition: {
          entity?: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        };
      };
      response: unknown;
    };
  };
  '/people/reports/run': {
    /** Run a report definition (not saved): one page of rows, groups with counts; a sensitive field (column, filter, grouping or sort) without people.sensitive-data:read is refused (403 PEOPLE_REPORT_FIELD_FORBIDDEN, details.fields) */
    post: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      body: {
        definition: {
          entity?: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        };
      };
      response: {
        /** What the rows are (ADR 0108) */
        entity: 'employees' | 'attendance' | 'leave-requests' | 'expense-claims' | 'tasks';
        /** What the rows hold, in order (the grouping field first when grouped) */
        columns: {
          /** A field, or "count" (the group size) in a summary */
          key: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType' | 'employeeName' | 'workDate' | 'workMonth' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'reason' | 'leaveTypeId' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'description' | 'categoryId' | 'taskName' | 'assigneeName' | 'priority' | 'weight' | 'progress' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'count';
          type: 'text' | 'enum' | 'date' | 'number' | 'money' | 'id';
        }[];
        /** Keyed by column key */
        rows: Record<string, string | number | null>[];
        /** Every group with its count, when grouped */
        groups: {
          value: string | number | null;
          count: number;
        }[] | null;
        /** Rows matching the filters (groups when summary only) */
        total: number;
        page: number;
        pageSize: number;
        scope: 'team' | 'department' | 'company' | 'group';
      };
    };
  };
  '/people/reports/standard/{key}': {
    /** Run a ready-made report of the hub (from/to for joiners and leavers, month for birthdays and anniversaries) */
    get: {
      path: {
        /** A ready-made report of the hub (one of STANDARD_REPORT_KEYS); another answers 404 */
        key: string;
      };
      query?: {
        page?: number;
        pageSize?: number;
        /** Joiners/leavers: first day (default: 12 months back); lateness, claims, tasks: this month; leave: this year */
        from?: string;
        /** Joiners/leavers: last day (default: today); the others: the end of their default period */
        to?: string;
        /** Birthdays/anniversaries: only this month */
        month?: number;
        /** Record id (UUID) */
        departmentId?: string;
      };
      response: {
        /** What the rows are (ADR 0108) */
        entity: 'employees' | 'attendance' | 'leave-requests' | 'expense-claims' | 'tasks';
        /** What the rows hold, in order (the grouping field first when grouped) */
        columns: {
          /** A field, or "count" (the group size) in a summary */
          key: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType' | 'employeeName' | 'workDate' | 'workMonth' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'reason' | 'leaveTypeId' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'description' | 'categoryId' | 'taskName' | 'assigneeName' | 'priority' | 'weight' | 'progress' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'count';
          type: 'text' | 'enum' | 'date' | 'number' | 'money' | 'id';
        }[];
        /** Keyed by column key */
        rows: Record<string, string | number | null>[];
        /** Every group with its count, when grouped */
        groups: {
          value: string | number | null;
          count: number;
        }[] | null;
        /** Rows matching the filters (groups when summary only) */
        total: number;
        page: number;
        pageSize: number;
        scope: 'team' | 'department' | 'company' | 'group';
      };
    };
  };
  '/people/reports/standard/{key}/export': {
    /** Export a ready-made report as CSV, XLSX or PDF */
    get: {
      path: {
        /** A ready-made report of the hub (one of STANDARD_REPORT_KEYS); another answers 404 */
        key: string;
      };
      query?: {
        /** Joiners/leavers: first day (default: 12 months back); lateness, claims, tasks: this month; leave: this year */
        from?: string;
        /** Joiners/leavers: last day (default: today); the others: the end of their default period */
        to?: string;
        /** Birthdays/anniversaries: only this month */
        month?: number;
        /** Record id (UUID) */
        departmentId?: string;
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
        /** Title printed on a PDF and in the file properties */
        title?: string;
      };
      response: unknown;
    };
  };
  '/people/saved-reports': {
    /** Saved reports the caller can see: their own and those shared with one of their roles */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      }[];
    };
    /** Save a report definition, optionally shared with roles of the company */
    post: {
      body: {
        name: string;
        description?: string;
        definition: {
          entity?: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        };
        sharedWithRoleIds?: string[];
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/people/saved-reports/{id}': {
    /** One saved report */
    get: {
      path: {
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Rename or change a saved report (its owner only); send the version you read */
    patch: {
      path: {
        id: string;
      };
      body: {
        name?: string;
        description?: string;
        definition?: {
          entity?: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        };
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete a saved report (its owner only) */
    delete: {
      path: {
        id: string;
      };
      response: unknown;
    };
  };
  '/people/saved-reports/{id}/export': {
    /** Export a saved report as CSV, XLSX or PDF */
    get: {
      path: {
        id: string;
      };
      query?: {
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
        /** Title printed on a PDF and in the file properties */
        title?: string;
      };
      response: unknown;
    };
  };
  '/people/saved-reports/{id}/run': {
    /** Run a saved report: one page */
    get: {
      path: {
        id: string;
      };
      query?: {
        page?: number;
        pageSize?: number;
      };
      response: {
        /** What the rows are (ADR 0108) */
        entity: 'employees' | 'attendance' | 'leave-requests' | 'expense-claims' | 'tasks';
        /** What the rows hold, in order (the grouping field first when grouped) */
        columns: {
          /** A field, or "count" (the group size) in a summary */
          key: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType' | 'employeeName' | 'workDate' | 'workMonth' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'reason' | 'leaveTypeId' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'description' | 'categoryId' | 'taskName' | 'assigneeName' | 'priority' | 'weight' | 'progress' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'count';
          type: 'text' | 'enum' | 'date' | 'number' | 'money' | 'id';
        }[];
        /** Keyed by column key */
        rows: Record<string, string | number | null>[];
        /** Every group with its count, when grouped */
        groups: {
          value: string | number | null;
          count: number;
        }[] | null;
        /** Rows matching the filters (groups when summary only) */
        total: number;
        page: number;
        pageSize: number;
        scope: 'team' | 'department' | 'company' | 'group';
      };
    };
  };
  '/people/saved-reports/{id}/shares': {
    /** Replace the roles a saved report is shared with (its owner only) */
    put: {
      path: {
        id: string;
      };
      body: {
        /** Roles of the active company; replaces the current list */
        roleIds: string[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/people/terminations': {
    /** Terminated staff (and terminations to come): search (q), type, effective, sort, pages */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'terminationDate' | '-terminationDate' | 'employeeName' | '-employeeName' | 'recordedAt' | '-recordedAt';
        /** Free-text search */
        q?: string;
        type?: 'resignation' | 'dismissal' | 'end_of_contract' | 'retirement' | 'redundancy' | 'mutual_agreement' | 'death' | 'other';
        /** true: former staff only; false: terminations still to come */
        effective?: 'true' | 'false';
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          /** Record id (UUID) */
          employeeId: string;
          employeeName: string;
          employeeNumber: string | null;
          departmentName: string;
          designationName: string;
          /** Calendar date, YYYY-MM-DD */
          terminationDate: string;
          type: 'resignation' | 'dismissal' | 'end_of_contract' | 'retirement' | 'redundancy' | 'mutual_agreement' | 'death' | 'other';
          reason: string;
          checklist: {
            /** Stable key, e.g. return_equipment */
            key: string;
            label: string;
            done: boolean;
          }[];
          recordedBy: string;
          recordedAt: string;
          /** The instant sign-in stops working (end of the date in the company time zone) */
          accessEndsAt: string;
          /** The date has passed: access has ended */
          effective: boolean;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
  };
  '/people/terminations/{id}': {
    /** One termination */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        employeeNumber: string | null;
        departmentName: string;
        designationName: string;
        /** Calendar date, YYYY-MM-DD */
        terminationDate: string;
        type: 'resignation' | 'dismissal' | 'end_of_contract' | 'retirement' | 'redundancy' | 'mutual_agreement' | 'death' | 'other';
        reason: string;
        checklist: {
          /** Stable key, e.g. return_equipment */
          key: string;
          label: string;
          done: boolean;
        }[];
        recordedBy: string;
        recordedAt: string;
        /** The instant sign-in stops working (end of the date in the company time zone) */
        accessEndsAt: string;
        /** The date has passed: access has ended */
        effective: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Tick offboarding items or correct the date, type or reason; with the version */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Calendar date, YYYY-MM-DD */
        terminationDate?: string;
        type?: 'resignation' | 'dismissal' | 'end_of_contract' | 'retirement' | 'redundancy' | 'mutual_agreement' | 'death' | 'other';
        reason?: string;
        checklist?: {
          /** Stable key, e.g. return_equipment */
          key: string;
          label: string;
          done: boolean;
        }[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        employeeNumber: string | null;
        departmentName: string;
        designationName: string;
        /** Calendar date, YYYY-MM-DD */
        terminationDate: string;
        type: 'resignation' | 'dismissal' | 'end_of_contract' | 'retirement' | 'redundancy' | 'mutual_agreement' | 'death' | 'other';
        reason: string;
        checklist: {
          /** Stable key, e.g. return_equipment */
          key: string;
          label: string;
          done: boolean;
        }[];
        recordedBy: string;
        recordedAt: string;
        /** The instant sign-in stops working (end of the date in the company time zone) */
        accessEndsAt: string;
        /** The date has passed: access has ended */
        effective: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/people/terminations/{id}/undo': {
    /** Undo a termination (audited with the reason): the employee is current again and may sign in again */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Why the termination is undone (kept in the audit log) */
        reason: string;
      };
      response: unknown;
    };
  };
  '/people/whatsapp/messages': {
    /** Message history, newest first, with delivery counts */
    get: {
      query?: {
        page?: number;
        pageSize?: number;
        /** Only messages with at least one recipient in this status */
        status?: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
        /** Only messages sent to this employee */
        employeeId?: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          audience: {
            type: 'employee' | 'department' | 'everyone';
            /** Record id (UUID) */
            employeeId: string | null;
            /** Record id (UUID) */
            departmentId: string | null;
            /** Employee or department name; empty for everyone */
            label: string;
          };
          contentType: 'text' | 'template';
          /** Record id (UUID) */
          templateId: string | null;
          templateName: string | null;
          /** As written, placeholders unrendered */
          body: string;
          sentBy: {
            /** Record id (UUID) */
            id: string | null;
            name: string;
          };
          createdAt: string;
          counts: {
            total: number;
            queued: number;
            sent: number;
            delivered: number;
            read: number;
            failed: number;
          };
        }[];
        total: number;
        page: number;
        pageSize: number;
      };
    };
    /** Send a text or a template to one employee, a department or everyone in the caller’s scope; recipients are queued */
    post: {
      body: {
        audience: {
          type: 'employee';
          /** Record id (UUID) */
          employeeId: string;
        } | {
          type: 'department';
          /** Record id (UUID) */
          departmentId: string;
          includeSubDepartments?: boolean;
        } | {
          type: 'everyone';
        };
        content: {
          type: 'text';
          /** Text with placeholders such as {{first_name}}; known variables: first_name, last_name, full_name, preferred_name, employee_number, department, designation, manager_name, hire_date, company */
          body: string;
        } | {
          type: 'template';
          /** Record id (UUID) */
          templateId: string;
        };
      };
      response: {
        /** Record id (UUID) */
        id: string;
        audience: {
          type: 'employee' | 'department' | 'everyone';
          /** Record id (UUID) */
          employeeId: string | null;
          /** Record id (UUID) */
          departmentId: string | null;
          /** Employee or department name; empty for everyone */
          label: string;
        };
        contentType: 'text' | 'template';
        /** Record id (UUID) */
        templateId: string | null;
        templateName: string | null;
        /** As written, placeholders unrendered */
        body: string;
        sentBy: {
          /** Record id (UUID) */
          id: string | null;
          name: string;
        };
        createdAt: string;
        counts: {
          total: number;
          queued: number;
          sent: number;
          delivered: number;
          read: number;
          failed: number;
        };
      };
    };
  };
  '/people/whatsapp/messages/{id}': {
    /** One message with every recipient’s delivery status */
    get: {
      path: {
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        audience: {
          type: 'employee' | 'department' | 'everyone';
          /** Record id (UUID) */
          employeeId: string | null;
          /** Record id (UUID) */
          departmentId: string | null;
          /** Employee or department name; empty for everyone */
          label: string;
        };
        contentType: 'text' | 'template';
        /** Record id (UUID) */
        templateId: string | null;
        templateName: string | null;
        /** As written, placeholders unrendered */
        body: string;
        sentBy: {
          /** Record id (UUID) */
          id: string | null;
          name: string;
        };
        createdAt: string;
        counts: {
          total: number;
          queued: number;
          sent: number;
          delivered: number;
          read: number;
          failed: number;
        };
        recipients: {
          /** Record id (UUID) */
          id: string;
          /** Record id (UUID) */
          employeeId: string;
          employeeName: string;
          phone: string | null;
          /** The rendered text sent to this person */
          text: string;
          /** queued until the API accepts it; then sent, delivered and read as WhatsApp reports them */
          status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
          /** WHATSAPP_NO_PHONE, WHATSAPP_INVALID_PHONE, WHATSAPP_SEND_FAILED, or the WhatsApp error code */
          failureCode: string | null;
          failureReason: string | null;
          attempts: number;
          sentAt: string | null;
          deliveredAt: string | null;
          readAt: string | null;
          failedAt: string | null;
        }[];
      };
    };
  };
  '/people/whatsapp/preview': {
    /** The message as one employee would receive it, and the number it would go to */
    post: {
      body: {
        /** Record id (UUID) */
        employeeId: string;
        content: {
          type: 'text';
          /** Text with placeholders such as {{first_name}}; known variables: first_name, last_name, full_name, preferred_name, employee_number, department, designation, manager_name, hire_date, company */
          body: string;
        } | {
          type: 'template';
          /** Record id (UUID) */
          templateId: string;
        };
      };
      response: {
        /** The message as this employee would receive it */
        text: string;
        /** Placeholders without a value for this employee (or unknown) */
        missingVariables: string[];
        /** The number it would go to (international digits), or null when none is usable */
        phone: string | null;
      };
    };
  };
  '/people/whatsapp/status': {
    /** Whether the WhatsApp Cloud API is configured (otherwise messages stay queued) */
    get: {
      response: {
        /** False: messages are accepted and stay queued; the screen says the channel is not configured */
        configured: boolean;
        /** The sending number id, last 4 digits only */
        phoneNumberId: string | null;
        /** WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET are set, so delivery updates arrive */
        webhookConfigured: boolean;
        /** Recipients of this company still waiting to be sent */
        queued: number;
      };
    };
  };
  '/people/whatsapp/templates': {
    /** Message templates of the active company */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** WhatsApp template language code: en, en_US, ar... */
        language: string;
        body: string;
        /** Name of the template approved in WhatsApp Manager; messages outside the 24-hour window need one */
        cloudTemplateName: string | null;
        /** Placeholders the body uses, in order of appearance */
        variables: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      }[];
    };
    /** Create a template; its body may use the known {{variables}} */
    post: {
      body: {
        name: string;
        /** WhatsApp template language code: en, en_US, ar... */
        language?: string;
        /** Text with placeholders such as {{first_name}}; known variables: first_name, last_name, full_name, preferred_name, employee_number, department, designation, manager_name, hire_date, company */
        body: string;
        /** Name of the template approved in WhatsApp Manager; messages outside the 24-hour window need one */
        cloudTemplateName?: string | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** WhatsApp template language code: en, en_US, ar... */
        language: string;
        body: string;
        /** Name of the template approved in WhatsApp Manager; messages outside the 24-hour window need one */
        cloudTemplateName: string | null;
        /** Placeholders the body uses, in order of appearance */
        variables: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/people/whatsapp/templates/{id}': {
    /** One template */
    get: {
      path: {
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** WhatsApp template language code: en, en_US, ar... */
        language: string;
        body: string;
        /** Name of the template approved in WhatsApp Manager; messages outside the 24-hour window need one */
        cloudTemplateName: string | null;
        /** Placeholders the body uses, in order of appearance */
        variables: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Change a template; send the version you read */
    patch: {
      path: {
        id: string;
      };
      body: {
        name?: string;
        /** WhatsApp template language code: en, en_US, ar... */
        language?: string;
        /** Text with placeholders such as {{first_name}}; known variables: first_name, last_name, full_name, preferred_name, employee_number, department, designation, manager_name, hire_date, company */
        body?: string;
        /** Name of the template approved in WhatsApp Manager; messages outside the 24-hour window need one */
        cloudTemplateName?: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** WhatsApp template language code: en, en_US, ar... */
        language: string;
        body: string;
        /** Name of the template approved in WhatsApp Manager; messages outside the 24-hour window need one */
        cloudTemplateName: string | null;
        /** Placeholders the body uses, in order of appearance */
        variables: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete a template (messages already sent with it keep its name) */
    delete: {
      path: {
        id: string;
      };
      response: unknown;
    };
  };
  '/people/whatsapp/webhook': {
    /** Meta’s subscription check: echoes hub.challenge when hub.verify_token matches WHATSAPP_VERIFY_TOKEN */
    get: {
      query?: {
        /** "subscribe" */
        'hub.mode'?: unknown;
        /** Must equal WHATSAPP_VERIFY_TOKEN */
        'hub.verify_token'?: unknown;
        /** Echoed back on success */
        'hub.challenge'?: unknown;
      };
      response: unknown;
    };
    /** Delivery status updates from the Cloud API, signed with X-Hub-Signature-256 over the raw body */
    post: {
      response: {
        received: number;
        applied: number;
      };
    };
  };
  '/ready': {
    /** The database answers */
    get: {
      response: {
        status: 'ready';
        /** Which database driver the server uses */
        database: 'postgres' | 'pglite';
      };
    };
  };
  '/reports': {
    /** The report hub: ready-made reports, the employee details report and the builder */
    get: {
      response: {
        reports: {
          /** standard report key, or "employee-details" / "builder" */
          key: string;
          kind: 'standard' | 'employee-details' | 'builder';
          category: 'headcount' | 'movement' | 'celebrations' | 'directory' | 'profile' | 'attendance' | 'leave' | 'expenses' | 'tasks' | 'custom';
          /** For standard reports: the definition they run, to open in the builder */
          definition: {
            entity: 'employees';
            /** Columns in display order */
            columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of employees */
              field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of employees */
              field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of employees */
              field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | {
            entity: 'attendance';
            /** Columns in display order */
            columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of attendance */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of attendance */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of attendance */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | {
            entity: 'leave-requests';
            /** Columns in display order */
            columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of leave-requests */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of leave-requests */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of leave-requests */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | {
            entity: 'expense-claims';
            /** Columns in display order */
            columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of expense-claims */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of expense-claims */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of expense-claims */
              field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | {
            entity: 'tasks';
            /** Columns in display order */
            columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
            /** All must match (AND) */
            filters: {
              /** An allow-listed field of tasks */
              field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
              operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
              /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
              value?: string | number | (string | number)[];
            }[];
            groupBy: {
              /** An allow-listed field of tasks */
              field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
              /** Only the groups and their counts, no rows */
              summaryOnly: boolean;
            } | null;
            /** After the grouping field, if any */
            sort: {
              /** An allow-listed field of tasks */
              field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
              direction: 'asc' | 'desc';
            }[];
            /** Include employees whose termination date has passed */
            includeFormer: boolean;
          } | null;
          formats: ('csv' | 'xlsx' | 'pdf')[];
        }[];
        /** How many saved reports the caller can see */
        savedReports: number;
      };
    };
  };
  '/reports/builder': {
    /** What the report builder may offer the caller: fields (sensitive ones only with people.sensitive-data:read), operators, grouping */
    get: {
      response: {
        entities: {
          /** What the report lists; one row per record */
          entity: 'employees' | 'attendance' | 'leave-requests' | 'expense-claims' | 'tasks';
          fields: {
            /** An allow-listed field of one of the entities */
            key: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType' | 'employeeName' | 'workDate' | 'workMonth' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'reason' | 'leaveTypeId' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'description' | 'categoryId' | 'taskName' | 'assigneeName' | 'priority' | 'weight' | 'progress' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId';
            type: 'text' | 'enum' | 'date' | 'number' | 'money' | 'id';
            sensitive: boolean;
            column: boolean;
            groupable: boolean;
            sortable: boolean;
            operators: ('eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte')[];
            values?: string[];
          }[];
        }[];
      };
    };
  };
  '/reports/export': {
    /** Export a report definition as CSV, XLSX or PDF (?lng=ae renders Arabic right to left) */
    post: {
      query?: {
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
        /** Title printed on a PDF and in the file properties */
        title?: string;
      };
      body: {
        definition: {
          entity?: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        };
      };
      response: unknown;
    };
  };
  '/reports/run': {
    /** Run a report definition (not saved): one page of rows, groups with counts; a sensitive field (column, filter, grouping or sort) without people.sensitive-data:read is refused (403 PEOPLE_REPORT_FIELD_FORBIDDEN, details.fields) */
    post: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      body: {
        definition: {
          entity?: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        };
      };
      response: {
        /** What the rows are (ADR 0108) */
        entity: 'employees' | 'attendance' | 'leave-requests' | 'expense-claims' | 'tasks';
        /** What the rows hold, in order (the grouping field first when grouped) */
        columns: {
          /** A field, or "count" (the group size) in a summary */
          key: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType' | 'employeeName' | 'workDate' | 'workMonth' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'reason' | 'leaveTypeId' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'description' | 'categoryId' | 'taskName' | 'assigneeName' | 'priority' | 'weight' | 'progress' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'count';
          type: 'text' | 'enum' | 'date' | 'number' | 'money' | 'id';
        }[];
        /** Keyed by column key */
        rows: Record<string, string | number | null>[];
        /** Every group with its count, when grouped */
        groups: {
          value: string | number | null;
          count: number;
        }[] | null;
        /** Rows matching the filters (groups when summary only) */
        total: number;
        page: number;
        pageSize: number;
        scope: 'team' | 'department' | 'company' | 'group';
      };
    };
  };
  '/reports/standard/{key}': {
    /** Run a ready-made report of the hub (from/to for joiners and leavers, month for birthdays and anniversaries) */
    get: {
      path: {
        /** A ready-made report of the hub (one of STANDARD_REPORT_KEYS); another answers 404 */
        key: string;
      };
      query?: {
        page?: number;
        pageSize?: number;
        /** Joiners/leavers: first day (default: 12 months back); lateness, claims, tasks: this month; leave: this year */
        from?: string;
        /** Joiners/leavers: last day (default: today); the others: the end of their default period */
        to?: string;
        /** Birthdays/anniversaries: only this month */
        month?: number;
        /** Record id (UUID) */
        departmentId?: string;
      };
      response: {
        /** What the rows are (ADR 0108) */
        entity: 'employees' | 'attendance' | 'leave-requests' | 'expense-claims' | 'tasks';
        /** What the rows hold, in order (the grouping field first when grouped) */
        columns: {
          /** A field, or "count" (the group size) in a summary */
          key: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType' | 'employeeName' | 'workDate' | 'workMonth' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'reason' | 'leaveTypeId' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'description' | 'categoryId' | 'taskName' | 'assigneeName' | 'priority' | 'weight' | 'progress' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'count';
          type: 'text' | 'enum' | 'date' | 'number' | 'money' | 'id';
        }[];
        /** Keyed by column key */
        rows: Record<string, string | number | null>[];
        /** Every group with its count, when grouped */
        groups: {
          value: string | number | null;
          count: number;
        }[] | null;
        /** Rows matching the filters (groups when summary only) */
        total: number;
        page: number;
        pageSize: number;
        scope: 'team' | 'department' | 'company' | 'group';
      };
    };
  };
  '/reports/standard/{key}/export': {
    /** Export a ready-made report as CSV, XLSX or PDF */
    get: {
      path: {
        /** A ready-made report of the hub (one of STANDARD_REPORT_KEYS); another answers 404 */
        key: string;
      };
      query?: {
        /** Joiners/leavers: first day (default: 12 months back); lateness, claims, tasks: this month; leave: this year */
        from?: string;
        /** Joiners/leavers: last day (default: today); the others: the end of their default period */
        to?: string;
        /** Birthdays/anniversaries: only this month */
        month?: number;
        /** Record id (UUID) */
        departmentId?: string;
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
        /** Title printed on a PDF and in the file properties */
        title?: string;
      };
      response: unknown;
    };
  };
  '/routines/attendance/clock-in': {
    /** Clock in now (one open record at a time) */
    post: {
      body: {
        /** A short note (where from, why late) */
        note?: string | null;
        /** Only when the person chose to share it */
        location?: {
          latitude: number;
          longitude: number;
          /** The radius the browser is sure of, in metres */
          accuracyMeters: number;
        } | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** The company calendar day of the clock-in */
        workDate: string;
        clockIn: string;
        /** Null while the record is open */
        clockOut: string | null;
        /** Minutes after the expected arrival (first record of the day only) */
        lateMinutes: number;
        /** Minutes between clock-in and clock-out (or now, while open) */
        workedMinutes: number;
        note: string | null;
        /** True when the end-of-day job closed a record left open (flagged for review) */
        autoClosed: boolean;
        clockInLocation: {
          latitude: number;
          longitude: number;
          /** The radius the browser is sure of, in metres */
          accuracyMeters: number;
        } | null;
        /** The address the clock-in came from, as the server saw it */
        clockInIp: string | null;
        clockOutLocation: {
          latitude: number;
          longitude: number;
          /** The radius the browser is sure of, in metres */
          accuracyMeters: number;
        } | null;
        clockOutIp: string | null;
      };
    };
  };
  '/routines/attendance/clock-out': {
    /** Clock out now (no body, or the location the person chose to share) */
    post: {
      body: {
        /** Only when the person chose to share it */
        location?: {
          latitude: number;
          longitude: number;
          /** The radius the browser is sure of, in metres */
          accuracyMeters: number;
        } | null;
      } | null;
      response: {
        /** Record id (UUID) */
        id: string;
        /** The company calendar day of the clock-in */
        workDate: string;
        clockIn: string;
        /** Null while the record is open */
        clockOut: string | null;
        /** Minutes after the expected arrival (first record of the day only) */
        lateMinutes: number;
        /** Minutes between clock-in and clock-out (or now, while open) */
        workedMinutes: number;
        note: string | null;
        /** True when the end-of-day job closed a record left open (flagged for review) */
        autoClosed: boolean;
        clockInLocation: {
          latitude: number;
          longitude: number;
          /** The radius the browser is sure of, in metres */
          accuracyMeters: number;
        } | null;
        /** The address the clock-in came from, as the server saw it */
        clockInIp: string | null;
        clockOutLocation: {
          latitude: number;
          longitude: number;
          /** The radius the browser is sure of, in metres */
          accuracyMeters: number;
        } | null;
        clockOutIp: string | null;
      };
    };
  };
  '/routines/attendance/corrections': {
    /** Corrections: the caller’s own and those of the people in their scope, latest first */
    get: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected' | 'cancelled';
        /** Only the caller’s own requests */
        mine?: 'true' | 'false';
        page?: number;
        pageSize?: number;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          /** Record id (UUID) */
          employeeId: string;
          employeeName: string;
          /** The record corrected; null adds a missing one */
          attendanceId: string | null;
          /** Calendar date, YYYY-MM-DD */
          workDate: string;
          clockIn: string;
          clockOut: string | null;
          reason: string;
          status: 'pending' | 'approved' | 'rejected' | 'cancelled';
          requestedAt: string;
          decidedAt: string | null;
          decisionReason: string | null;
          /** The caller may approve or reject it now */
          canDecide: boolean;
          /** The caller may withdraw it now (their own, pending) */
          canCancel: boolean;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
    /** Ask for a correction of one of the caller’s records (or a missing one), with a reason */
    post: {
      body: {
        /** The record to correct; omit to add a missing record */
        attendanceId?: string | null;
        clockIn: string;
        clockOut: string | null;
        /** Why the record is corrected */
        reason: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** The record corrected; null adds a missing one */
        attendanceId: string | null;
        /** Calendar date, YYYY-MM-DD */
        workDate: string;
        clockIn: string;
        clockOut: string | null;
        reason: string;
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        requestedAt: string;
        decidedAt: string | null;
        decisionReason: string | null;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may withdraw it now (their own, pending) */
        canCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/attendance/corrections/direct': {
    /** HR corrects an employee’s record directly, with a reason (applied at once) */
    post: {
      body: {
        /** The record to correct; omit to add a missing record */
        attendanceId?: string | null;
        clockIn: string;
        clockOut: string | null;
        /** Why the record is corrected */
        reason: string;
        /** Record id (UUID) */
        employeeId: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** The record corrected; null adds a missing one */
        attendanceId: string | null;
        /** Calendar date, YYYY-MM-DD */
        workDate: string;
        clockIn: string;
        clockOut: string | null;
        reason: string;
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        requestedAt: string;
        decidedAt: string | null;
        decisionReason: string | null;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may withdraw it now (their own, pending) */
        canCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/attendance/corrections/{id}/cancel': {
    /** Withdraw one’s own pending correction */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** The record corrected; null adds a missing one */
        attendanceId: string | null;
        /** Calendar date, YYYY-MM-DD */
        workDate: string;
        clockIn: string;
        clockOut: string | null;
        reason: string;
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        requestedAt: string;
        decidedAt: string | null;
        decisionReason: string | null;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may withdraw it now (their own, pending) */
        canCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/attendance/corrections/{id}/decision': {
    /** Approve (applies it) or reject (with a reason) a pending correction */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        decision: 'approved' | 'rejected';
        /** Required when rejecting */
        reason?: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** The record corrected; null adds a missing one */
        attendanceId: string | null;
        /** Calendar date, YYYY-MM-DD */
        workDate: string;
        clockIn: string;
        clockOut: string | null;
        reason: string;
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        requestedAt: string;
        decidedAt: string | null;
        decisionReason: string | null;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may withdraw it now (their own, pending) */
        canCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/attendance/day-sheet': {
    /** Everyone in the caller’s scope on one day: present, late, absent, on leave, on holiday, not scheduled */
    get: {
      query?: {
        /** The day; the company’s today by default */
        date?: string;
        /** present, late, absent, on leave, on holiday, or not scheduled (a non-working day) */
        status?: 'present' | 'late' | 'absent' | 'on_leave' | 'holiday' | 'not_scheduled';
        /** Only people of this department */
        departmentId?: string;
        /** Search by name */
        q?: string;
        page?: number;
        pageSize?: number;
      };
      response: {
        items: {
          /** Record id (UUID) */
          employeeId: string;
          employeeName: string;
          departmentName: string;
          /** present, late, absent, on leave, on holiday, or not scheduled (a non-working day) */
          status: 'present' | 'late' | 'absent' | 'on_leave' | 'holiday' | 'not_scheduled';
          firstIn: string | null;
          lastOut: string | null;
          lateMinutes: number;
          workedMinutes: number;
          /** A record of the day was closed by the end-of-day job */
          autoClosed: boolean;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
        /** Calendar date, YYYY-MM-DD */
        date: string;
        /** The company’s zone, for showing the times */
        timeZone: string;
        /** People per status on the day (all pages) */
        counts: Record<string, number>;
      };
    };
  };
  '/routines/attendance/day-sheet/export': {
    /** The filtered day sheet (every page) as CSV, XLSX or PDF (attachment) */
    get: {
      query?: {
        /** The day; the company’s today by default */
        date?: string;
        /** present, late, absent, on leave, on holiday, or not scheduled (a non-working day) */
        status?: 'present' | 'late' | 'absent' | 'on_leave' | 'holiday' | 'not_scheduled';
        /** Only people of this department */
        departmentId?: string;
        /** Search by name */
        q?: string;
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the headers and values (the app’s codes; ae is Arabic) */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/routines/attendance/me': {
    /** The caller’s day: open record, today’s records and worked time */
    get: {
      response: {
        /** Calendar date, YYYY-MM-DD */
        today: string;
        /** HH:MM in the company’s time zone; null when none is set */
        expectedArrival: string | null;
        timeZone: string;
        open: {
          /** Record id (UUID) */
          id: string;
          /** The company calendar day of the clock-in */
          workDate: string;
          clockIn: string;
          /** Null while the record is open */
          clockOut: string | null;
          /** Minutes after the expected arrival (first record of the day only) */
          lateMinutes: number;
          /** Minutes between clock-in and clock-out (or now, while open) */
          workedMinutes: number;
          note: string | null;
          /** True when the end-of-day job closed a record left open (flagged for review) */
          autoClosed: boolean;
          clockInLocation: {
            latitude: number;
            longitude: number;
            /** The radius the browser is sure of, in metres */
            accuracyMeters: number;
          } | null;
          /** The address the clock-in came from, as the server saw it */
          clockInIp: string | null;
          clockOutLocation: {
            latitude: number;
            longitude: number;
            /** The radius the browser is sure of, in metres */
            accuracyMeters: number;
          } | null;
          clockOutIp: string | null;
        } | null;
        records: {
          /** Record id (UUID) */
          id: string;
          /** The company calendar day of the clock-in */
          workDate: string;
          clockIn: string;
          /** Null while the record is open */
          clockOut: string | null;
          /** Minutes after the expected arrival (first record of the day only) */
          lateMinutes: number;
          /** Minutes between clock-in and clock-out (or now, while open) */
          workedMinutes: number;
          note: string | null;
          /** True when the end-of-day job closed a record left open (flagged for review) */
          autoClosed: boolean;
          clockInLocation: {
            latitude: number;
            longitude: number;
            /** The radius the browser is sure of, in metres */
            accuracyMeters: number;
          } | null;
          /** The address the clock-in came from, as the server saw it */
          clockInIp: string | null;
          clockOutLocation: {
            latitude: number;
            longitude: number;
            /** The radius the browser is sure of, in metres */
            accuracyMeters: number;
          } | null;
          clockOutIp: string | null;
        }[];
        workedMinutes: number;
      };
    };
  };
  '/routines/attendance/me/history': {
    /** The caller’s records, latest first */
    get: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          /** The company calendar day of the clock-in */
          workDate: string;
          clockIn: string;
          /** Null while the record is open */
          clockOut: string | null;
          /** Minutes after the expected arrival (first record of the day only) */
          lateMinutes: number;
          /** Minutes between clock-in and clock-out (or now, while open) */
          workedMinutes: number;
          note: string | null;
          /** True when the end-of-day job closed a record left open (flagged for review) */
          autoClosed: boolean;
          clockInLocation: {
            latitude: number;
            longitude: number;
            /** The radius the browser is sure of, in metres */
            accuracyMeters: number;
          } | null;
          /** The address the clock-in came from, as the server saw it */
          clockInIp: string | null;
          clockOutLocation: {
            latitude: number;
            longitude: number;
            /** The radius the browser is sure of, in metres */
            accuracyMeters: number;
          } | null;
          clockOutIp: string | null;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
  };
  '/routines/attendance/settings': {
    /** What lateness is measured against: zone, office hours, working days, grace minutes */
    get: {
      response: {
        timeZone: string;
        /** HH:MM; the arrival expected when neither the department nor the working day sets one */
        officeOpens: string | null;
        /** HH:MM; open records are closed at this time by the end-of-day job */
        officeCloses: string | null;
        workingDays: {
          day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
          /** Time of day, HH:MM (24-hour) */
          start: string;
          /** Time of day, HH:MM (24-hour) */
          end: string;
        }[];
        /** Minutes after the expected arrival that do not count as late */
        graceMinutes: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Set the grace minutes (with the version read); office hours are the company’s settings */
    put: {
      body: {
        graceMinutes: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        timeZone: string;
        /** HH:MM; the arrival expected when neither the department nor the working day sets one */
        officeOpens: string | null;
        /** HH:MM; open records are closed at this time by the end-of-day job */
        officeCloses: string | null;
        workingDays: {
          day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
          /** Time of day, HH:MM (24-hour) */
          start: string;
          /** Time of day, HH:MM (24-hour) */
          end: string;
        }[];
        /** Minutes after the expected arrival that do not count as late */
        graceMinutes: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/attendance/summary': {
    /** Monthly summary per employee in the caller’s scope: days present, late, absent, on leave, on holiday, minutes worked */
    get: {
      query: {
        /** The month, YYYY-MM */
        month: string;
        /** Record id (UUID) */
        departmentId?: string;
        page?: number;
        pageSize?: number;
      };
      response: {
        items: {
          /** Record id (UUID) */
          employeeId: string;
          employeeName: string;
          departmentName: string;
          /** Days with a clock-in, late ones included */
          daysPresent: number;
          daysLate: number;
          /** Scheduled days without a clock-in, leave or holiday */
          daysAbsent: number;
          /** Scheduled days on approved leave */
          daysLeave: number;
          daysHoliday: number;
          workedMinutes: number;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
        month: string;
      };
    };
  };
  '/routines/attendance/summary/export': {
    /** The monthly summary per employee (every page) as CSV, XLSX or PDF (attachment) */
    get: {
      query: {
        /** The month, YYYY-MM */
        month: string;
        /** Record id (UUID) */
        departmentId?: string;
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the headers (the app’s codes; ae is Arabic) */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/routines/dashboard': {
    /** Attendance, lateness, leave, expense claims, meetings and open whistle cases, each within the scope of the list it links to */
    get: {
      response: {
        /** The company’s today */
        today: string;
        month: {
          /** Calendar date, YYYY-MM-DD */
          from: string;
          /** Calendar date, YYYY-MM-DD */
          to: string;
        };
        /** Monday to Sunday of this week */
        week: {
          /** Calendar date, YYYY-MM-DD */
          from: string;
          /** Calendar date, YYYY-MM-DD */
          to: string;
        };
        /** Null without routines.attendance:read */
        attendance: {
          scope: 'own' | 'team' | 'department' | 'company' | 'group';
          /** People per day status today */
          today: Record<string, number>;
          /** Person-days this month up to the end of the month */
          month: {
            present: number;
            late: number;
            absent: number;
            onLeave: number;
            holiday: number;
          };
        } | null;
        lateness: {
          /** Late arrivals this month (one per person and day) */
          count: number;
          /** Minutes late this month */
          minutes: number;
          /** Every day of the month so far */
          byDay: {
            /** Calendar date, YYYY-MM-DD */
            date: string;
            count: number;
            minutes: number;
          }[];
        } | null;
        leave: {
          /** Which list the pending figure counts: the caller’s own requests or those they decide */
          list: 'mine' | 'decide';
          /** Working days of approved leave this month (halves count 0.5) */
          takenDays: number;
          pendingRequests: number;
        } | null;
        /** Claims dated this month, per status and currency; amounts in minor units */
        expenses: {
          /** Which list the figures link to */
          list: 'mine' | 'all';
          byStatus: ({
            /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
            status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
            /** ISO 4217 currency code */
            currency: string;
            count: number;
            amountMinor: number;
          })[];
        } | null;
        meetings: {
          thisWeek: number;
        } | null;
        /** Only for those who handle whistle-blowing cases */
        whistle: {
          openCases: number;
        } | null;
      };
    };
  };
  '/routines/expense-categories': {
    /** The company’s expense categories */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Most one claim may ask for (company currency); null: no limit */
        limitMinor: number | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      }[];
    };
    /** Add a category (HR or finance) */
    post: {
      body: {
        /** Name, unique in the company (case-insensitive) */
        name: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        limitMinor?: number | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Most one claim may ask for (company currency); null: no limit */
        limitMinor: number | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/expense-categories/{id}': {
    /** Rename a category or change its per-claim limit (HR or finance) */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Name, unique in the company (case-insensitive) */
        name?: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        limitMinor?: number | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Most one claim may ask for (company currency); null: no limit */
        limitMinor: number | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete a category no claim uses */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/routines/expense-claims': {
    /** One page of the claims the caller may see (own, team or company by scope; others’ drafts never) */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'expenseDate' | '-expenseDate' | 'createdAt' | '-createdAt' | 'amountMinor' | '-amountMinor';
        /** Free-text search */
        q?: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status?: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        /** Record id (UUID) */
        employeeId?: string;
        /** Record id (UUID) */
        departmentId?: string;
        /** Record id (UUID) */
        categoryId?: string;
        /** Expense date on or after */
        from?: string;
        /** Expense date on or before */
        to?: string;
        /** Only the caller’s own claims */
        mine?: 'true' | 'false';
      };
      response: {
        items: ({
          /** Record id (UUID) */
          id: string;
          /** Record id (UUID) */
          employeeId: string;
          employeeName: string;
          departmentName: string;
          /** Record id (UUID) */
          categoryId: string;
          categoryName: string;
          /** Calendar date, YYYY-MM-DD */
          expenseDate: string;
          /** Amount in integer minor units of its currency (e.g. cents) */
          amountMinor: number;
          /** ISO 4217 currency code */
          currency: string;
          /** Set when the currency is not the company currency */
          exchangeRate: string | null;
          /** The amount in the company currency (rounded half up) */
          companyAmountMinor: number;
          /** ISO 4217 currency code */
          companyCurrency: string;
          description: string;
          /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
          status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
          submittedAt: string | null;
          managerApprovedByName: string | null;
          managerNote: string | null;
          decidedByName: string | null;
          decidedAt: string | null;
          /** The approver’s note, or the reason of a rejection */
          decisionNote: string | null;
          /** Calendar date, YYYY-MM-DD */
          paidOn: string | null;
          paymentReference: string | null;
          /** Month, YYYY-MM */
          payrollMonth: string | null;
          receipts: {
            /** Record id (UUID) */
            id: string;
            fileName: string;
            /** Detected from the content (PDF or an image), never the uploader’s claim */
            contentType: string;
            sizeBytes: number;
            createdAt: string;
          }[];
          createdAt: string;
          /** The caller may change it, add receipts and submit it (a draft of theirs) */
          canEdit: boolean;
          canWithdraw: boolean;
          /** The caller may approve or reject it now */
          canDecide: boolean;
          /** The caller may mark it paid or queue it for payroll */
          canPay: boolean;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        })[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
    /** File a claim (a draft unless `submit`) */
    post: {
      body: {
        /** Record id (UUID) */
        categoryId: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** The company currency by default */
        currency?: string;
        /** Required when the currency is not the company currency */
        exchangeRate?: string | null;
        description: string;
        /** Submit at once instead of keeping a draft */
        submit?: boolean;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        departmentName: string;
        /** Record id (UUID) */
        categoryId: string;
        categoryName: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** ISO 4217 currency code */
        currency: string;
        /** Set when the currency is not the company currency */
        exchangeRate: string | null;
        /** The amount in the company currency (rounded half up) */
        companyAmountMinor: number;
        /** ISO 4217 currency code */
        companyCurrency: string;
        description: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        submittedAt: string | null;
        managerApprovedByName: string | null;
        managerNote: string | null;
        decidedByName: string | null;
        decidedAt: string | null;
        /** The approver’s note, or the reason of a rejection */
        decisionNote: string | null;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string | null;
        paymentReference: string | null;
        /** Month, YYYY-MM */
        payrollMonth: string | null;
        receipts: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content (PDF or an image), never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
        createdAt: string;
        /** The caller may change it, add receipts and submit it (a draft of theirs) */
        canEdit: boolean;
        canWithdraw: boolean;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may mark it paid or queue it for payroll */
        canPay: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/expense-claims/export': {
    /** The filtered claims as CSV, XLSX or PDF (attachment) */
    get: {
      query?: {
        /** Sort field; a leading minus sorts descending */
        sort?: 'expenseDate' | '-expenseDate' | 'createdAt' | '-createdAt' | 'amountMinor' | '-amountMinor';
        /** Free-text search */
        q?: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status?: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        /** Record id (UUID) */
        employeeId?: string;
        /** Record id (UUID) */
        departmentId?: string;
        /** Record id (UUID) */
        categoryId?: string;
        /** Expense date on or after */
        from?: string;
        /** Expense date on or before */
        to?: string;
        /** Only the caller’s own claims */
        mine?: 'true' | 'false';
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the headers and values (the app’s codes; ae is Arabic) */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/routines/expense-claims/totals': {
    /** Counts and amounts per category and per month, per currency, of the filtered claims */
    get: {
      query?: {
        /** Free-text search */
        q?: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status?: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        /** Record id (UUID) */
        employeeId?: string;
        /** Record id (UUID) */
        departmentId?: string;
        /** Record id (UUID) */
        categoryId?: string;
        /** Expense date on or after */
        from?: string;
        /** Expense date on or before */
        to?: string;
        /** Only the caller’s own claims */
        mine?: 'true' | 'false';
      };
      response: {
        byCategory: {
          /** Record id (UUID) */
          categoryId: string;
          categoryName: string;
          /** ISO 4217 currency code */
          currency: string;
          count: number;
          amountMinor: number;
        }[];
        byMonth: {
          /** Month, YYYY-MM */
          month: string;
          /** ISO 4217 currency code */
          currency: string;
          count: number;
          amountMinor: number;
        }[];
      };
    };
  };
  '/routines/expense-claims/{id}': {
    /** One claim with its receipts */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        departmentName: string;
        /** Record id (UUID) */
        categoryId: string;
        categoryName: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** ISO 4217 currency code */
        currency: string;
        /** Set when the currency is not the company currency */
        exchangeRate: string | null;
        /** The amount in the company currency (rounded half up) */
        companyAmountMinor: number;
        /** ISO 4217 currency code */
        companyCurrency: string;
        description: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        submittedAt: string | null;
        managerApprovedByName: string | null;
        managerNote: string | null;
        decidedByName: string | null;
        decidedAt: string | null;
        /** The approver’s note, or the reason of a rejection */
        decisionNote: string | null;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string | null;
        paymentReference: string | null;
        /** Month, YYYY-MM */
        payrollMonth: string | null;
        receipts: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content (PDF or an image), never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
        createdAt: string;
        /** The caller may change it, add receipts and submit it (a draft of theirs) */
        canEdit: boolean;
        canWithdraw: boolean;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may mark it paid or queue it for payroll */
        canPay: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Change a draft claim (the claimant) */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Record id (UUID) */
        categoryId?: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate?: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor?: number;
        /** ISO 4217 currency code */
        currency?: string;
        /** Company-currency units per one unit of the claim currency, as a decimal string (stored exactly) */
        exchangeRate?: string | null;
        description?: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        departmentName: string;
        /** Record id (UUID) */
        categoryId: string;
        categoryName: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** ISO 4217 currency code */
        currency: string;
        /** Set when the currency is not the company currency */
        exchangeRate: string | null;
        /** The amount in the company currency (rounded half up) */
        companyAmountMinor: number;
        /** ISO 4217 currency code */
        companyCurrency: string;
        description: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        submittedAt: string | null;
        managerApprovedByName: string | null;
        managerNote: string | null;
        decidedByName: string | null;
        decidedAt: string | null;
        /** The approver’s note, or the reason of a rejection */
        decisionNote: string | null;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string | null;
        paymentReference: string | null;
        /** Month, YYYY-MM */
        payrollMonth: string | null;
        receipts: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content (PDF or an image), never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
        createdAt: string;
        /** The caller may change it, add receipts and submit it (a draft of theirs) */
        canEdit: boolean;
        canWithdraw: boolean;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may mark it paid or queue it for payroll */
        canPay: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/expense-claims/{id}/approve': {
    /** Approve a claim at its stage (the manager, then HR or finance above the threshold), with an optional note */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        /** An optional note for the claimant */
        note?: string | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        departmentName: string;
        /** Record id (UUID) */
        categoryId: string;
        categoryName: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** ISO 4217 currency code */
        currency: string;
        /** Set when the currency is not the company currency */
        exchangeRate: string | null;
        /** The amount in the company currency (rounded half up) */
        companyAmountMinor: number;
        /** ISO 4217 currency code */
        companyCurrency: string;
        description: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        submittedAt: string | null;
        managerApprovedByName: string | null;
        managerNote: string | null;
        decidedByName: string | null;
        decidedAt: string | null;
        /** The approver’s note, or the reason of a rejection */
        decisionNote: string | null;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string | null;
        paymentReference: string | null;
        /** Month, YYYY-MM */
        payrollMonth: string | null;
        receipts: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content (PDF or an image), never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
        createdAt: string;
        /** The caller may change it, add receipts and submit it (a draft of theirs) */
        canEdit: boolean;
        canWithdraw: boolean;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may mark it paid or queue it for payroll */
        canPay: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/expense-claims/{id}/pay': {
    /** Mark an approved or payroll-queued claim paid (HR or finance) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string;
        /** Payment reference (bank transfer, cheque number) */
        reference: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        departmentName: string;
        /** Record id (UUID) */
        categoryId: string;
        categoryName: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** ISO 4217 currency code */
        currency: string;
        /** Set when the currency is not the company currency */
        exchangeRate: string | null;
        /** The amount in the company currency (rounded half up) */
        companyAmountMinor: number;
        /** ISO 4217 currency code */
        companyCurrency: string;
        description: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        submittedAt: string | null;
        managerApprovedByName: string | null;
        managerNote: string | null;
        decidedByName: string | null;
        decidedAt: string | null;
        /** The approver’s note, or the reason of a rejection */
        decisionNote: string | null;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string | null;
        paymentReference: string | null;
        /** Month, YYYY-MM */
        payrollMonth: string | null;
        receipts: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content (PDF or an image), never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
        createdAt: string;
        /** The caller may change it, add receipts and submit it (a draft of theirs) */
        canEdit: boolean;
        canWithdraw: boolean;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may mark it paid or queue it for payroll */
        canPay: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/expense-claims/{id}/queue-payroll': {
    /** Queue an approved claim for reimbursement through payroll in a month (HR or finance) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        /** The payroll month that reimburses it */
        payrollMonth: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        departmentName: string;
        /** Record id (UUID) */
        categoryId: string;
        categoryName: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** ISO 4217 currency code */
        currency: string;
        /** Set when the currency is not the company currency */
        exchangeRate: string | null;
        /** The amount in the company currency (rounded half up) */
        companyAmountMinor: number;
        /** ISO 4217 currency code */
        companyCurrency: string;
        description: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        submittedAt: string | null;
        managerApprovedByName: string | null;
        managerNote: string | null;
        decidedByName: string | null;
        decidedAt: string | null;
        /** The approver’s note, or the reason of a rejection */
        decisionNote: string | null;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string | null;
        paymentReference: string | null;
        /** Month, YYYY-MM */
        payrollMonth: string | null;
        receipts: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content (PDF or an image), never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
        createdAt: string;
        /** The caller may change it, add receipts and submit it (a draft of theirs) */
        canEdit: boolean;
        canWithdraw: boolean;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may mark it paid or queue it for payroll */
        canPay: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/expense-claims/{id}/receipts': {
    /** Add a receipt: multipart with one `file` part; PDF or an image (PNG, JPEG, WEBP, GIF) by content, 10 MB at most */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        fileName: string;
        /** Detected from the content (PDF or an image), never the uploader’s claim */
        contentType: string;
        sizeBytes: number;
        createdAt: string;
      };
    };
  };
  '/routines/expense-claims/{id}/reject': {
    /** Reject a claim awaiting approval, with a reason */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        /** Why the claim is rejected (required) */
        reason: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        departmentName: string;
        /** Record id (UUID) */
        categoryId: string;
        categoryName: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** ISO 4217 currency code */
        currency: string;
        /** Set when the currency is not the company currency */
        exchangeRate: string | null;
        /** The amount in the company currency (rounded half up) */
        companyAmountMinor: number;
        /** ISO 4217 currency code */
        companyCurrency: string;
        description: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        submittedAt: string | null;
        managerApprovedByName: string | null;
        managerNote: string | null;
        decidedByName: string | null;
        decidedAt: string | null;
        /** The approver’s note, or the reason of a rejection */
        decisionNote: string | null;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string | null;
        paymentReference: string | null;
        /** Month, YYYY-MM */
        payrollMonth: string | null;
        receipts: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content (PDF or an image), never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
        createdAt: string;
        /** The caller may change it, add receipts and submit it (a draft of theirs) */
        canEdit: boolean;
        canWithdraw: boolean;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may mark it paid or queue it for payroll */
        canPay: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/expense-claims/{id}/submit': {
    /** Submit a draft claim for approval (the claimant) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        departmentName: string;
        /** Record id (UUID) */
        categoryId: string;
        categoryName: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** ISO 4217 currency code */
        currency: string;
        /** Set when the currency is not the company currency */
        exchangeRate: string | null;
        /** The amount in the company currency (rounded half up) */
        companyAmountMinor: number;
        /** ISO 4217 currency code */
        companyCurrency: string;
        description: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        submittedAt: string | null;
        managerApprovedByName: string | null;
        managerNote: string | null;
        decidedByName: string | null;
        decidedAt: string | null;
        /** The approver’s note, or the reason of a rejection */
        decisionNote: string | null;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string | null;
        paymentReference: string | null;
        /** Month, YYYY-MM */
        payrollMonth: string | null;
        receipts: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content (PDF or an image), never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
        createdAt: string;
        /** The caller may change it, add receipts and submit it (a draft of theirs) */
        canEdit: boolean;
        canWithdraw: boolean;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may mark it paid or queue it for payroll */
        canPay: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/expense-claims/{id}/withdraw': {
    /** Withdraw a claim before its final approval (the claimant) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        departmentName: string;
        /** Record id (UUID) */
        categoryId: string;
        categoryName: string;
        /** Calendar date, YYYY-MM-DD */
        expenseDate: string;
        /** Amount in integer minor units of its currency (e.g. cents) */
        amountMinor: number;
        /** ISO 4217 currency code */
        currency: string;
        /** Set when the currency is not the company currency */
        exchangeRate: string | null;
        /** The amount in the company currency (rounded half up) */
        companyAmountMinor: number;
        /** ISO 4217 currency code */
        companyCurrency: string;
        description: string;
        /** draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid */
        status: 'draft' | 'submitted' | 'manager_approved' | 'approved' | 'rejected' | 'withdrawn' | 'payroll_queued' | 'paid';
        submittedAt: string | null;
        managerApprovedByName: string | null;
        managerNote: string | null;
        decidedByName: string | null;
        decidedAt: string | null;
        /** The approver’s note, or the reason of a rejection */
        decisionNote: string | null;
        /** Calendar date, YYYY-MM-DD */
        paidOn: string | null;
        paymentReference: string | null;
        /** Month, YYYY-MM */
        payrollMonth: string | null;
        receipts: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content (PDF or an image), never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
        createdAt: string;
        /** The caller may change it, add receipts and submit it (a draft of theirs) */
        canEdit: boolean;
        canWithdraw: boolean;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may mark it paid or queue it for payroll */
        canPay: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/expense-receipts/{id}': {
    /** A receipt, inline (its detected type, nosniff, no caching), for viewing next to the claim */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
    /** Remove a receipt of a draft claim (the claimant) */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/routines/expense-settings': {
    /** The company currency and the second-approval threshold */
    get: {
      response: {
        /** The company currency, the default of every claim */
        currency: string;
        /** Claims above this amount (company currency) also need HR or finance approval; null: the manager alone decides */
        approvalThresholdMinor: number | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Set the amount above which HR or finance approve too (HR or finance) */
    put: {
      body: {
        /** Amount in integer minor units of its currency (e.g. cents) */
        approvalThresholdMinor: number | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** The company currency, the default of every claim */
        currency: string;
        /** Claims above this amount (company currency) also need HR or finance approval; null: the manager alone decides */
        approvalThresholdMinor: number | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/holidays': {
    /** One page of the company’s holidays (by year, type, description) */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'date' | '-date' | 'type' | '-type';
        /** Free-text search */
        q?: string;
        /** Only holidays of this calendar year */
        year?: number;
        /** Kind of holiday */
        type?: 'public' | 'religious' | 'special' | 'other';
        /** Only holidays that apply to this branch (its own and the whole company’s) */
        branchId?: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          /** Calendar date, YYYY-MM-DD */
          date: string;
          /** Kind of holiday */
          type: 'public' | 'religious' | 'special' | 'other';
          /** What the holiday is */
          description: string;
          /** The branch the holiday applies to; null for the whole company */
          branchId: string | null;
          /** Name of the branch, null for the whole company */
          branchName: string | null;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
    /** Mark one or more dates, or a range, as holidays */
    post: {
      body: {
        /** Single dates to mark */
        dates?: string[];
        /** First day of a range */
        from?: string;
        /** Last day of a range (included) */
        to?: string;
        /** Kind of holiday */
        type: 'public' | 'religious' | 'special' | 'other';
        /** What the holiday is (e.g. National Day) */
        description: string;
        /** The branch the holiday applies to; null for the whole company */
        branchId?: string | null;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          /** Calendar date, YYYY-MM-DD */
          date: string;
          /** Kind of holiday */
          type: 'public' | 'religious' | 'special' | 'other';
          /** What the holiday is */
          description: string;
          /** The branch the holiday applies to; null for the whole company */
          branchId: string | null;
          /** Name of the branch, null for the whole company */
          branchName: string | null;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
      };
    };
  };
  '/routines/holidays/export': {
    /** The filtered holiday list as CSV, XLSX or PDF (attachment) */
    get: {
      query?: {
        /** Sort field; a leading minus sorts descending */
        sort?: 'date' | '-date' | 'type' | '-type';
        /** Free-text search */
        q?: string;
        /** Only holidays of this calendar year */
        year?: number;
        /** Kind of holiday */
        type?: 'public' | 'religious' | 'special' | 'other';
        /** Only holidays that apply to this branch (its own and the whole company’s) */
        branchId?: string;
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the headers and values (the app’s codes; ae is Arabic) */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/routines/holidays/import': {
    /** Check (preview) or import holidays from a CSV or ICS file, all or nothing */
    post: {
      body: {
        /** csv or ics */
        format: 'csv' | 'ics';
        /** The text of the file */
        content: string;
        /** For ICS: the type of every imported holiday */
        type?: 'public' | 'religious' | 'special' | 'other';
        /** For ICS: the branch every imported holiday applies to */
        branchId?: string | null;
        /** false: check and preview only; true: mark the holidays */
        commit?: boolean;
      };
      response: {
        rows: {
          /** Row or line the date came from */
          row: number;
          /** Calendar date, YYYY-MM-DD */
          date: string;
          /** Kind of holiday */
          type: 'public' | 'religious' | 'special' | 'other';
          description: string;
          /** Record id (UUID) */
          branchId: string | null;
          branchName: string | null;
          /** The date is already a holiday: skipped, not doubled */
          existing: boolean;
        }[];
        issues: {
          /** Row of the CSV (the header is row 1) or line of the ICS file */
          row: number;
          /** The CSV column or ICS property at fault */
          column: string;
          /** What is wrong: missing_column, required, invalid_date, invalid_type, too_long, unknown_branch, duplicate_in_file, not_all_day, bad_range, recurring, no_events, too_many */
          code: string;
          /** The value that was read */
          value: string | null;
        }[];
        /** Holidays marked (0 for a preview) */
        created: number;
        /** Dates skipped because they are already holidays */
        skipped: number;
        committed: boolean;
      };
    };
  };
  '/routines/holidays/{id}': {
    /** One holiday */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Calendar date, YYYY-MM-DD */
        date: string;
        /** Kind of holiday */
        type: 'public' | 'religious' | 'special' | 'other';
        /** What the holiday is */
        description: string;
        /** The branch the holiday applies to; null for the whole company */
        branchId: string | null;
        /** Name of the branch, null for the whole company */
        branchName: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Change a holiday (with its version) */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Calendar date, YYYY-MM-DD */
        date?: string;
        /** Kind of holiday */
        type?: 'public' | 'religious' | 'special' | 'other';
        /** What the holiday is (e.g. National Day) */
        description?: string;
        /** The branch the holiday applies to; null for the whole company */
        branchId?: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Calendar date, YYYY-MM-DD */
        date: string;
        /** Kind of holiday */
        type: 'public' | 'religious' | 'special' | 'other';
        /** What the holiday is */
        description: string;
        /** The branch the holiday applies to; null for the whole company */
        branchId: string | null;
        /** Name of the branch, null for the whole company */
        branchName: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete a holiday */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/routines/leave-adjustments': {
    /** Adjustments and carry-overs of an employee’s balances in a year */
    get: {
      query: {
        /** Record id (UUID) */
        employeeId: string;
        year: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        leaveTypeName: string;
        year: number;
        kind: 'adjustment' | 'carry-over';
        days: number;
        reason: string;
        /** Who made it; null for a carry-over made by the year-end job */
        createdByName: string | null;
        createdAt: string;
      }[];
    };
    /** Adjust a balance by signed days, with a reason (HR) */
    post: {
      body: {
        /** Record id (UUID) */
        employeeId: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        year: number;
        days: number;
        /** Why (required) */
        reason: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        leaveTypeName: string;
        year: number;
        kind: 'adjustment' | 'carry-over';
        days: number;
        reason: string;
        /** Who made it; null for a carry-over made by the year-end job */
        createdByName: string | null;
        createdAt: string;
      };
    };
  };
  '/routines/leave-approvals': {
    /** One page of the requests the caller approves (their team, or the company for HR), never their own */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'startDate' | '-startDate' | 'createdAt' | '-createdAt';
        /** Free-text search */
        q?: string;
        /** pending -> approved | rejected | cancelled; approved -> cancelled */
        status?: 'pending' | 'approved' | 'rejected' | 'cancelled';
        /** Record id (UUID) */
        leaveTypeId?: string;
        /** Record id (UUID) */
        employeeId?: string;
        /** Requests that end on or after this day */
        from?: string;
        /** Requests that start on or before this day */
        to?: string;
      };
      response: {
        items: ({
          /** Record id (UUID) */
          id: string;
          /** Record id (UUID) */
          employeeId: string;
          employeeName: string;
          /** Record id (UUID) */
          leaveTypeId: string;
          leaveTypeName: string;
          /** Which starting type this is; null for a custom one */
          leaveTypeBuiltin: 'annual' | 'sick' | 'unpaid' | null;
          /** Calendar date, YYYY-MM-DD */
          startDate: string;
          /** Calendar date, YYYY-MM-DD */
          endDate: string;
          /** A half day (only when the request is one day) */
          halfDay: boolean;
          /** Working days the request takes (holidays and non-working days left out) */
          days: number;
          reason: string | null;
          /** pending -> approved | rejected | cancelled; approved -> cancelled */
          status: 'pending' | 'approved' | 'rejected' | 'cancelled';
          /** Who approved, rejected or cancelled it */
          decidedByName: string | null;
          decidedAt: string | null;
          /** Why it was rejected or cancelled */
          decisionReason: string | null;
          /** The supporting document the requester names (types that require one) */
          documentNote: string | null;
          /** The employee asked to cancel this approved request; an approver decides */
          cancelRequested: boolean;
          createdAt: string;
          /** The caller may approve or reject it now */
          canDecide: boolean;
          /** The caller may cancel it now */
          canCancel: boolean;
          /** The caller (the requester) may ask an approver to cancel this approved request */
          canRequestCancel: boolean;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        })[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
  };
  '/routines/leave-balances': {
    /** Leave balances of an employee (the caller by default) for a year */
    get: {
      query?: {
        /** Whose balances; the caller by default */
        employeeId?: string;
        /** Calendar year; the company’s current one by default */
        year?: number;
      };
      response: {
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        year: number;
        items: {
          /** Record id (UUID) */
          leaveTypeId: string;
          leaveTypeName: string;
          /** Which starting type this is; null for a custom one */
          leaveTypeBuiltin: 'annual' | 'sick' | 'unpaid' | null;
          paid: boolean;
          allowanceDays: number | null;
          /** yearly: the whole allowance on 1 January; monthly: a twelfth of it at the start of each month */
          accrual: 'yearly' | 'monthly';
          /** Part of the allowance earned so far this year (all of it for yearly accrual) */
          accruedDays: number | null;
          /** Days carried over from the previous year */
          carriedOverDays: number;
          /** Sum of HR adjustments (signed) */
          adjustedDays: number;
          /** Accrued + carried over + adjusted; null without an allowance */
          entitlementDays: number | null;
          /** Approved days in the year */
          takenDays: number;
          /** Days reserved by pending requests */
          pendingDays: number;
          /** Entitlement less taken and pending; null without an allowance */
          remainingDays: number | null;
        }[];
      };
    };
  };
  '/routines/leave-days': {
    /** Working days a request would take (non-working days and holidays left out) */
    get: {
      query: {
        /** Record id (UUID) */
        employeeId?: string;
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        endDate: string;
        halfDay?: 'true' | 'false';
      };
      response: {
        days: number;
      };
    };
  };
  '/routines/leave-requests': {
    /** One page of leave requests within the caller’s scope (their own for employees) */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'startDate' | '-startDate' | 'createdAt' | '-createdAt';
        /** Free-text search */
        q?: string;
        /** pending -> approved | rejected | cancelled; approved -> cancelled */
        status?: 'pending' | 'approved' | 'rejected' | 'cancelled';
        /** Record id (UUID) */
        leaveTypeId?: string;
        /** Record id (UUID) */
        employeeId?: string;
        /** Requests that end on or after this day */
        from?: string;
        /** Requests that start on or before this day */
        to?: string;
      };
      response: {
        items: ({
          /** Record id (UUID) */
          id: string;
          /** Record id (UUID) */
          employeeId: string;
          employeeName: string;
          /** Record id (UUID) */
          leaveTypeId: string;
          leaveTypeName: string;
          /** Which starting type this is; null for a custom one */
          leaveTypeBuiltin: 'annual' | 'sick' | 'unpaid' | null;
          /** Calendar date, YYYY-MM-DD */
          startDate: string;
          /** Calendar date, YYYY-MM-DD */
          endDate: string;
          /** A half day (only when the request is one day) */
          halfDay: boolean;
          /** Working days the request takes (holidays and non-working days left out) */
          days: number;
          reason: string | null;
          /** pending -> approved | rejected | cancelled; approved -> cancelled */
          status: 'pending' | 'approved' | 'rejected' | 'cancelled';
          /** Who approved, rejected or cancelled it */
          decidedByName: string | null;
          decidedAt: string | null;
          /** Why it was rejected or cancelled */
          decisionReason: string | null;
          /** The supporting document the requester names (types that require one) */
          documentNote: string | null;
          /** The employee asked to cancel this approved request; an approver decides */
          cancelRequested: boolean;
          createdAt: string;
          /** The caller may approve or reject it now */
          canDecide: boolean;
          /** The caller may cancel it now */
          canCancel: boolean;
          /** The caller (the requester) may ask an approver to cancel this approved request */
          canRequestCancel: boolean;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        })[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
    /** File a leave request */
    post: {
      body: {
        /** Whose leave (HR files for others); the caller by default */
        employeeId?: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        endDate: string;
        halfDay?: boolean;
        /** Why, for the approver */
        reason?: string | null;
        /** The supporting document (e.g. "medical certificate of 3 May, handed to HR"); required by some types */
        documentNote?: string | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        leaveTypeName: string;
        /** Which starting type this is; null for a custom one */
        leaveTypeBuiltin: 'annual' | 'sick' | 'unpaid' | null;
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        endDate: string;
        /** A half day (only when the request is one day) */
        halfDay: boolean;
        /** Working days the request takes (holidays and non-working days left out) */
        days: number;
        reason: string | null;
        /** pending -> approved | rejected | cancelled; approved -> cancelled */
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        /** Who approved, rejected or cancelled it */
        decidedByName: string | null;
        decidedAt: string | null;
        /** Why it was rejected or cancelled */
        decisionReason: string | null;
        /** The supporting document the requester names (types that require one) */
        documentNote: string | null;
        /** The employee asked to cancel this approved request; an approver decides */
        cancelRequested: boolean;
        createdAt: string;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may cancel it now */
        canCancel: boolean;
        /** The caller (the requester) may ask an approver to cancel this approved request */
        canRequestCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/leave-requests/{id}': {
    /** One leave request */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        leaveTypeName: string;
        /** Which starting type this is; null for a custom one */
        leaveTypeBuiltin: 'annual' | 'sick' | 'unpaid' | null;
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        endDate: string;
        /** A half day (only when the request is one day) */
        halfDay: boolean;
        /** Working days the request takes (holidays and non-working days left out) */
        days: number;
        reason: string | null;
        /** pending -> approved | rejected | cancelled; approved -> cancelled */
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        /** Who approved, rejected or cancelled it */
        decidedByName: string | null;
        decidedAt: string | null;
        /** Why it was rejected or cancelled */
        decisionReason: string | null;
        /** The supporting document the requester names (types that require one) */
        documentNote: string | null;
        /** The employee asked to cancel this approved request; an approver decides */
        cancelRequested: boolean;
        createdAt: string;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may cancel it now */
        canCancel: boolean;
        /** The caller (the requester) may ask an approver to cancel this approved request */
        canRequestCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/leave-requests/{id}/approve': {
    /** Approve a pending request */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        leaveTypeName: string;
        /** Which starting type this is; null for a custom one */
        leaveTypeBuiltin: 'annual' | 'sick' | 'unpaid' | null;
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        endDate: string;
        /** A half day (only when the request is one day) */
        halfDay: boolean;
        /** Working days the request takes (holidays and non-working days left out) */
        days: number;
        reason: string | null;
        /** pending -> approved | rejected | cancelled; approved -> cancelled */
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        /** Who approved, rejected or cancelled it */
        decidedByName: string | null;
        decidedAt: string | null;
        /** Why it was rejected or cancelled */
        decisionReason: string | null;
        /** The supporting document the requester names (types that require one) */
        documentNote: string | null;
        /** The employee asked to cancel this approved request; an approver decides */
        cancelRequested: boolean;
        createdAt: string;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may cancel it now */
        canCancel: boolean;
        /** The caller (the requester) may ask an approver to cancel this approved request */
        canRequestCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/leave-requests/{id}/cancel': {
    /** Cancel a request (the requester while pending; HR also once approved) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        reason?: string | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        leaveTypeName: string;
        /** Which starting type this is; null for a custom one */
        leaveTypeBuiltin: 'annual' | 'sick' | 'unpaid' | null;
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        endDate: string;
        /** A half day (only when the request is one day) */
        halfDay: boolean;
        /** Working days the request takes (holidays and non-working days left out) */
        days: number;
        reason: string | null;
        /** pending -> approved | rejected | cancelled; approved -> cancelled */
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        /** Who approved, rejected or cancelled it */
        decidedByName: string | null;
        decidedAt: string | null;
        /** Why it was rejected or cancelled */
        decisionReason: string | null;
        /** The supporting document the requester names (types that require one) */
        documentNote: string | null;
        /** The employee asked to cancel this approved request; an approver decides */
        cancelRequested: boolean;
        createdAt: string;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may cancel it now */
        canCancel: boolean;
        /** The caller (the requester) may ask an approver to cancel this approved request */
        canRequestCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/leave-requests/{id}/reject': {
    /** Reject a pending request, with a reason */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        /** Why it is rejected (required) */
        reason: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        leaveTypeName: string;
        /** Which starting type this is; null for a custom one */
        leaveTypeBuiltin: 'annual' | 'sick' | 'unpaid' | null;
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        endDate: string;
        /** A half day (only when the request is one day) */
        halfDay: boolean;
        /** Working days the request takes (holidays and non-working days left out) */
        days: number;
        reason: string | null;
        /** pending -> approved | rejected | cancelled; approved -> cancelled */
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        /** Who approved, rejected or cancelled it */
        decidedByName: string | null;
        decidedAt: string | null;
        /** Why it was rejected or cancelled */
        decisionReason: string | null;
        /** The supporting document the requester names (types that require one) */
        documentNote: string | null;
        /** The employee asked to cancel this approved request; an approver decides */
        cancelRequested: boolean;
        createdAt: string;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may cancel it now */
        canCancel: boolean;
        /** The caller (the requester) may ask an approver to cancel this approved request */
        canRequestCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/leave-requests/{id}/request-cancel': {
    /** Ask an approver to cancel your approved request */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        employeeId: string;
        employeeName: string;
        /** Record id (UUID) */
        leaveTypeId: string;
        leaveTypeName: string;
        /** Which starting type this is; null for a custom one */
        leaveTypeBuiltin: 'annual' | 'sick' | 'unpaid' | null;
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        endDate: string;
        /** A half day (only when the request is one day) */
        halfDay: boolean;
        /** Working days the request takes (holidays and non-working days left out) */
        days: number;
        reason: string | null;
        /** pending -> approved | rejected | cancelled; approved -> cancelled */
        status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        /** Who approved, rejected or cancelled it */
        decidedByName: string | null;
        decidedAt: string | null;
        /** Why it was rejected or cancelled */
        decisionReason: string | null;
        /** The supporting document the requester names (types that require one) */
        documentNote: string | null;
        /** The employee asked to cancel this approved request; an approver decides */
        cancelRequested: boolean;
        createdAt: string;
        /** The caller may approve or reject it now */
        canDecide: boolean;
        /** The caller may cancel it now */
        canCancel: boolean;
        /** The caller (the requester) may ask an approver to cancel this approved request */
        canRequestCancel: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/leave-timeline': {
    /** Pending and approved leave of the caller’s team (the company for HR) over a range */
    get: {
      query: {
        /** Calendar date, YYYY-MM-DD */
        from: string;
        /** Calendar date, YYYY-MM-DD */
        to: string;
      };
      response: {
        /** Calendar date, YYYY-MM-DD */
        from: string;
        /** Calendar date, YYYY-MM-DD */
        to: string;
        items: ({
          /** Record id (UUID) */
          id: string;
          /** Record id (UUID) */
          employeeId: string;
          employeeName: string;
          leaveTypeName: string;
          /** Calendar date, YYYY-MM-DD */
          startDate: string;
          /** Calendar date, YYYY-MM-DD */
          endDate: string;
          halfDay: boolean;
          /** pending -> approved | rejected | cancelled; approved -> cancelled */
          status: 'pending' | 'approved' | 'rejected' | 'cancelled';
        })[];
      };
    };
  };
  '/routines/leave-types': {
    /** The company’s leave types */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        /** Name of the leave type */
        name: string;
        /** Which starting type this is; null for a custom one */
        builtin: 'annual' | 'sick' | 'unpaid' | null;
        /** Days per year; null when the type has no yearly limit */
        allowanceDays: number | null;
        /** Whether the leave is paid */
        paid: boolean;
        /** yearly: the whole allowance on 1 January; monthly: a twelfth of it at the start of each month */
        accrual: 'yearly' | 'monthly';
        /** Unused days carried into the next year at most (0: none) */
        carryOverMaxDays: number;
        /** Whether a request may be a half day */
        halfDaysAllowed: boolean;
        /** Whether a request must name a supporting document */
        documentRequired: boolean;
        /** Departments whose people may use it; empty: every department */
        eligibleDepartmentIds: string[];
        /** Employment types that may use it; empty: all */
        eligibleEmploymentTypes: ('full_time' | 'part_time' | 'contract' | 'temporary' | 'intern')[];
        /** Genders that may use it where the law requires; empty: all */
        eligibleGenders: ('female' | 'male' | 'other' | 'undisclosed')[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      }[];
    };
    /** Add a leave type (HR) */
    post: {
      body: {
        /** Name, unique in the company (case-insensitive) */
        name: string;
        /** Days per year; null when the type has no yearly limit */
        allowanceDays: number | null;
        paid: boolean;
        /** yearly: the whole allowance on 1 January; monthly: a twelfth of it at the start of each month */
        accrual?: 'yearly' | 'monthly';
        /** Unused days carried into the next year at most (0: none) */
        carryOverMaxDays?: number;
        /** Whether a request may be a half day */
        halfDaysAllowed?: boolean;
        /** Whether a request must name a supporting document */
        documentRequired?: boolean;
        /** Departments whose people may use it; empty: every department */
        eligibleDepartmentIds?: string[];
        /** Employment types that may use it; empty: all */
        eligibleEmploymentTypes?: ('full_time' | 'part_time' | 'contract' | 'temporary' | 'intern')[];
        /** Genders that may use it where the law requires; empty: all */
        eligibleGenders?: ('female' | 'male' | 'other' | 'undisclosed')[];
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Name of the leave type */
        name: string;
        /** Which starting type this is; null for a custom one */
        builtin: 'annual' | 'sick' | 'unpaid' | null;
        /** Days per year; null when the type has no yearly limit */
        allowanceDays: number | null;
        /** Whether the leave is paid */
        paid: boolean;
        /** yearly: the whole allowance on 1 January; monthly: a twelfth of it at the start of each month */
        accrual: 'yearly' | 'monthly';
        /** Unused days carried into the next year at most (0: none) */
        carryOverMaxDays: number;
        /** Whether a request may be a half day */
        halfDaysAllowed: boolean;
        /** Whether a request must name a supporting document */
        documentRequired: boolean;
        /** Departments whose people may use it; empty: every department */
        eligibleDepartmentIds: string[];
        /** Employment types that may use it; empty: all */
        eligibleEmploymentTypes: ('full_time' | 'part_time' | 'contract' | 'temporary' | 'intern')[];
        /** Genders that may use it where the law requires; empty: all */
        eligibleGenders: ('female' | 'male' | 'other' | 'undisclosed')[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/routines/leave-types/{id}': {
    /** Change a leave type (HR; with its version) */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Name, unique in the company (case-insensitive) */
        name?: string;
        /** Days per year; null when the type has no yearly limit */
        allowanceDays?: number | null;
        paid?: boolean;
        /** yearly: the whole allowance on 1 January; monthly: a twelfth of it at the start of each month */
        accrual?: 'yearly' | 'monthly';
        /** Unused days carried into the next year at most (0: none) */
        carryOverMaxDays?: number;
        /** Whether a request may be a half day */
        halfDaysAllowed?: boolean;
        /** Whether a request must name a supporting document */
        documentRequired?: boolean;
        /** Departments whose people may use it; empty: every department */
        eligibleDepartmentIds?: string[];
        /** Employment types that may use it; empty: all */
        eligibleEmploymentTypes?: ('full_time' | 'part_time' | 'contract' | 'temporary' | 'intern')[];
        /** Genders that may use it where the law requires; empty: all */
        eligibleGenders?: ('female' | 'male' | 'other' | 'undisclosed')[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Name of the leave type */
        name: string;
        /** Which starting type this is; null for a custom one */
        builtin: 'annual' | 'sick' | 'unpaid' | null;
        /** Days per year; null when the type has no yearly limit */
        allowanceDays: number | null;
        /** Whether the leave is paid */
        paid: boolean;
        /** yearly: the whole allowance on 1 January; monthly: a twelfth of it at the start of each month */
        accrual: 'yearly' | 'monthly';
        /** Unused days carried into the next year at most (0: none) */
        carryOverMaxDays: number;
        /** Whether a request may be a half day */
        halfDaysAllowed: boolean;
        /** Whether a request must name a supporting document */
        documentRequired: boolean;
        /** Departments whose people may use it; empty: every department */
        eligibleDepartmentIds: string[];
        /** Employment types that may use it; empty: all */
        eligibleEmploymentTypes: ('full_time' | 'part_time' | 'contract' | 'temporary' | 'intern')[];
        /** Genders that may use it where the law requires; empty: all */
        eligibleGenders: ('female' | 'male' | 'other' | 'undisclosed')[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete an unused custom leave type (HR) */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/routines/meetings': {
    /** One page of meetings the caller may see, by search and date range */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'date' | '-date' | 'title' | '-title';
        /** Free-text search */
        q?: string;
        /** Meetings on or after this day */
        from?: string;
        /** Meetings on or before this day */
        to?: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          title: string;
          /** Calendar date, YYYY-MM-DD */
          date: string;
          startTime: string;
          endTime: string;
          place: string;
          /** Record id (UUID) */
          organiserId: string;
          organiserName: string;
          attendeeCount: number;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
    /** Record a meeting; departments expand to their current members; attendees are notified */
    post: {
      body: {
        /** What the meeting is about */
        title: string;
        /** The day of the meeting */
        date: string;
        /** When it starts */
        startTime: string;
        /** When it ends */
        endTime: string;
        /** A room, an address or a link */
        place?: string;
        /** The employee who organises it */
        organiserId: string;
        /** Employees who attend */
        attendeeIds?: string[];
        /** Departments whose current members attend (expanded when saved) */
        departmentIds?: string[];
        /** The agenda (plain text) */
        agenda?: string;
        /** The minutes: rich text, HTML sanitised on save (ADR 0104); text without tags is taken as plain text */
        notes?: string;
        /** What was decided: rich text, HTML sanitised on save (ADR 0104) */
        decisions?: string;
        actionItems?: {
          /** An existing action item to keep (left out for a new one) */
          id?: string;
          /** What has to be done */
          description: string;
          /** The employee who does it */
          assigneeId: string;
          /** When it is due */
          dueDate: string;
        }[];
      };
      response: {
        /** Record id (UUID) */
        id: string;
        title: string;
        /** Calendar date, YYYY-MM-DD */
        date: string;
        startTime: string;
        endTime: string;
        place: string;
        /** Record id (UUID) */
        organiserId: string;
        organiserName: string;
        attendeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        agenda: string;
        notes: string;
        decisions: string;
        attendees: {
          /** Record id (UUID) */
          employeeId: string;
          name: string;
        }[];
        actionItems: {
          /** Record id (UUID) */
          id: string;
          description: string;
          /** Record id (UUID) */
          assigneeId: string;
          assigneeName: string;
          /** Calendar date, YYYY-MM-DD */
          dueDate: string;
          /** The task made from it, once made */
          taskId: string | null;
          /** The status of that task (null when none or deleted) */
          task: {
            /** The task status */
            status: string;
            progress: number;
            overdue: boolean;
          } | null;
        }[];
        attachments: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content, never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
      };
    };
  };
  '/routines/meetings/{id}': {
    /** One meeting with its attendees, minutes and action items (with their tasks’ status) */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        title: string;
        /** Calendar date, YYYY-MM-DD */
        date: string;
        startTime: string;
        endTime: string;
        place: string;
        /** Record id (UUID) */
        organiserId: string;
        organiserName: string;
        attendeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        agenda: string;
        notes: string;
        decisions: string;
        attendees: {
          /** Record id (UUID) */
          employeeId: string;
          name: string;
        }[];
        actionItems: {
          /** Record id (UUID) */
          id: string;
          description: string;
          /** Record id (UUID) */
          assigneeId: string;
          assigneeName: string;
          /** Calendar date, YYYY-MM-DD */
          dueDate: string;
          /** The task made from it, once made */
          taskId: string | null;
          /** The status of that task (null when none or deleted) */
          task: {
            /** The task status */
            status: string;
            progress: number;
            overdue: boolean;
          } | null;
        }[];
        attachments: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content, never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
      };
    };
    /** Change a meeting (with the version read); new attendees are notified */
    put: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** What the meeting is about */
        title: string;
        /** The day of the meeting */
        date: string;
        /** When it starts */
        startTime: string;
        /** When it ends */
        endTime: string;
        /** A room, an address or a link */
        place?: string;
        /** The employee who organises it */
        organiserId: string;
        /** Employees who attend */
        attendeeIds?: string[];
        /** Departments whose current members attend (expanded when saved) */
        departmentIds?: string[];
        /** The agenda (plain text) */
        agenda?: string;
        /** The minutes: rich text, HTML sanitised on save (ADR 0104); text without tags is taken as plain text */
        notes?: string;
        /** What was decided: rich text, HTML sanitised on save (ADR 0104) */
        decisions?: string;
        actionItems?: {
          /** An existing action item to keep (left out for a new one) */
          id?: string;
          /** What has to be done */
          description: string;
          /** The employee who does it */
          assigneeId: string;
          /** When it is due */
          dueDate: string;
        }[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        title: string;
        /** Calendar date, YYYY-MM-DD */
        date: string;
        startTime: string;
        endTime: string;
        place: string;
        /** Record id (UUID) */
        organiserId: string;
        organiserName: string;
        attendeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        agenda: string;
        notes: string;
        decisions: string;
        attendees: {
          /** Record id (UUID) */
          employeeId: string;
          name: string;
        }[];
        actionItems: {
          /** Record id (UUID) */
          id: string;
          description: string;
          /** Record id (UUID) */
          assigneeId: string;
          assigneeName: string;
          /** Calendar date, YYYY-MM-DD */
          dueDate: string;
          /** The task made from it, once made */
          taskId: string | null;
          /** The status of that task (null when none or deleted) */
          task: {
            /** The task status */
            status: string;
            progress: number;
            overdue: boolean;
          } | null;
        }[];
        attachments: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content, never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
      };
    };
    /** Delete a meeting (tasks made from it stay) */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/routines/meetings/{id}/action-items/{itemId}/task': {
    /** Turn an action item into a task for its assignee, in one step */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        itemId: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        title: string;
        /** Calendar date, YYYY-MM-DD */
        date: string;
        startTime: string;
        endTime: string;
        place: string;
        /** Record id (UUID) */
        organiserId: string;
        organiserName: string;
        attendeeCount: number;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        agenda: string;
        notes: string;
        decisions: string;
        attendees: {
          /** Record id (UUID) */
          employeeId: string;
          name: string;
        }[];
        actionItems: {
          /** Record id (UUID) */
          id: string;
          description: string;
          /** Record id (UUID) */
          assigneeId: string;
          assigneeName: string;
          /** Calendar date, YYYY-MM-DD */
          dueDate: string;
          /** The task made from it, once made */
          taskId: string | null;
          /** The status of that task (null when none or deleted) */
          task: {
            /** The task status */
            status: string;
            progress: number;
            overdue: boolean;
          } | null;
        }[];
        attachments: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content, never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
        }[];
      };
    };
  };
  '/routines/meetings/{id}/attachments': {
    /** Add a file to a meeting: multipart with one `file` part; PDF, an image, an Office file or text by content, 10 MB at most */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        fileName: string;
        /** Detected from the content, never the uploader’s claim */
        contentType: string;
        sizeBytes: number;
        createdAt: string;
      };
    };
  };
  '/routines/meetings/{id}/attachments/{attachmentId}': {
    /** A file of a meeting the caller may see, as an attachment */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        attachmentId: string;
      };
      response: unknown;
    };
    /** Remove a file of a meeting the caller may change */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        attachmentId: string;
      };
      response: unknown;
    };
  };
  '/routines/meetings/{id}/pdf': {
    /** The minutes of one meeting as PDF (attendees, agenda, notes, decisions, action items with their tasks’ status) */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      query?: {
        /** Language of the file (the app’s codes); defaults to Accept-Language */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/routines/reports/{kind}': {
    /** One page of the attendance, lateness, leave or expense report over a period, per employee, within the caller’s scope */
    get: {
      path: {
        kind: 'attendance' | 'lateness' | 'leave' | 'expenses';
      };
      query?: {
        /** First day (default: the first of this month) */
        from?: string;
        /** Last day (default: the last of this month) */
        to?: string;
        /** Record id (UUID) */
        departmentId?: string;
        page?: number;
        pageSize?: number;
      };
      response: {
        items: Record<string, string | number | null>[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
        kind: 'attendance' | 'lateness' | 'leave' | 'expenses';
        /** Calendar date, YYYY-MM-DD */
        from: string;
        /** Calendar date, YYYY-MM-DD */
        to: string;
        scope: 'own' | 'team' | 'department' | 'company' | 'group';
        /** What each row holds, in order */
        columns: {
          key: string;
          /** money: minor units of the row’s currency */
          type: 'text' | 'number' | 'days' | 'minutes' | 'money';
        }[];
      };
    };
  };
  '/routines/reports/{kind}/export': {
    /** A routines report over its whole period as CSV, XLSX or PDF (attachment) */
    get: {
      path: {
        kind: 'attendance' | 'lateness' | 'leave' | 'expenses';
      };
      query?: {
        /** First day (default: the first of this month) */
        from?: string;
        /** Last day (default: the last of this month) */
        to?: string;
        /** Record id (UUID) */
        departmentId?: string;
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
        /** Title printed on a PDF and in the file properties */
        title?: string;
      };
      response: unknown;
    };
  };
  '/routines/whistle/attachments/{id}': {
    /** A file of a case, as an attachment (never one of a case about the caller) */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/routines/whistle/cases': {
    /** One page of whistle-blowing cases (never those about the caller) */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'receivedOn' | '-receivedOn' | 'status' | '-status';
        /** Free-text search */
        q?: string;
        /** Where the case stands */
        status?: 'received' | 'in-review' | 'resolved' | 'closed';
        /** What the report is about */
        category?: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          reference: string;
          /** What the report is about */
          category: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
          description: string;
          /** Where the case stands */
          status: 'received' | 'in-review' | 'resolved' | 'closed';
          anonymous: boolean;
          /** The reporter of a named report; null when anonymous */
          reporterName: string | null;
          /** Record id (UUID) */
          subjectEmployeeId: string | null;
          subjectName: string | null;
          /** Calendar date, YYYY-MM-DD */
          receivedOn: string;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
  };
  '/routines/whistle/cases/{id}': {
    /** One case with its messages and internal notes */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        reference: string;
        /** What the report is about */
        category: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
        description: string;
        /** Where the case stands */
        status: 'received' | 'in-review' | 'resolved' | 'closed';
        anonymous: boolean;
        /** The reporter of a named report; null when anonymous */
        reporterName: string | null;
        /** Record id (UUID) */
        subjectEmployeeId: string | null;
        subjectName: string | null;
        /** Calendar date, YYYY-MM-DD */
        receivedOn: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        messages: {
          /** Record id (UUID) */
          id: string;
          /** Who wrote it */
          author: 'reporter' | 'handler';
          /** The handler who wrote it (handlers only; null for the reporter view) */
          handlerName: string | null;
          /** An internal note, never shown to the reporter */
          internal: boolean;
          body: string;
          /** The day it was sent (date only) */
          sentOn: string;
        }[];
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The message it came with; null when it came with the report */
          messageId: string | null;
          author: 'reporter' | 'handler';
          /** A neutral name for the reporter’s files (the case reference and a number) */
          fileName: string;
          /** Detected from the content: PDF, PNG, JPEG or WEBP */
          contentType: string;
          sizeBytes: number;
          /** The day it was added (date only) */
          addedOn: string;
        }[];
      };
    };
  };
  '/routines/whistle/cases/{id}/attachments': {
    /** A handler adds a file to a case or to a handlers’ message: multipart with one `file` part; PDF or an image by content */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      query?: {
        /** A message of the case written by the uploader’s side; left out: the report itself */
        messageId?: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        reference: string;
        /** What the report is about */
        category: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
        description: string;
        /** Where the case stands */
        status: 'received' | 'in-review' | 'resolved' | 'closed';
        anonymous: boolean;
        /** The reporter of a named report; null when anonymous */
        reporterName: string | null;
        /** Record id (UUID) */
        subjectEmployeeId: string | null;
        subjectName: string | null;
        /** Calendar date, YYYY-MM-DD */
        receivedOn: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        messages: {
          /** Record id (UUID) */
          id: string;
          /** Who wrote it */
          author: 'reporter' | 'handler';
          /** The handler who wrote it (handlers only; null for the reporter view) */
          handlerName: string | null;
          /** An internal note, never shown to the reporter */
          internal: boolean;
          body: string;
          /** The day it was sent (date only) */
          sentOn: string;
        }[];
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The message it came with; null when it came with the report */
          messageId: string | null;
          author: 'reporter' | 'handler';
          /** A neutral name for the reporter’s files (the case reference and a number) */
          fileName: string;
          /** Detected from the content: PDF, PNG, JPEG or WEBP */
          contentType: string;
          sizeBytes: number;
          /** The day it was added (date only) */
          addedOn: string;
        }[];
      };
    };
  };
  '/routines/whistle/cases/{id}/messages': {
    /** Write to the reporter, or add an internal note */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** The message */
        body: string;
        /** True: an internal note for handlers only */
        internal: boolean;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        reference: string;
        /** What the report is about */
        category: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
        description: string;
        /** Where the case stands */
        status: 'received' | 'in-review' | 'resolved' | 'closed';
        anonymous: boolean;
        /** The reporter of a named report; null when anonymous */
        reporterName: string | null;
        /** Record id (UUID) */
        subjectEmployeeId: string | null;
        subjectName: string | null;
        /** Calendar date, YYYY-MM-DD */
        receivedOn: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        messages: {
          /** Record id (UUID) */
          id: string;
          /** Who wrote it */
          author: 'reporter' | 'handler';
          /** The handler who wrote it (handlers only; null for the reporter view) */
          handlerName: string | null;
          /** An internal note, never shown to the reporter */
          internal: boolean;
          body: string;
          /** The day it was sent (date only) */
          sentOn: string;
        }[];
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The message it came with; null when it came with the report */
          messageId: string | null;
          author: 'reporter' | 'handler';
          /** A neutral name for the reporter’s files (the case reference and a number) */
          fileName: string;
          /** Detected from the content: PDF, PNG, JPEG or WEBP */
          contentType: string;
          sizeBytes: number;
          /** The day it was added (date only) */
          addedOn: string;
        }[];
      };
    };
  };
  '/routines/whistle/cases/{id}/status': {
    /** Move a case: received -> in review -> resolved -> closed (with its version) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        /** Where the case stands */
        status: 'received' | 'in-review' | 'resolved' | 'closed';
      };
      response: {
        /** Record id (UUID) */
        id: string;
        reference: string;
        /** What the report is about */
        category: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
        description: string;
        /** Where the case stands */
        status: 'received' | 'in-review' | 'resolved' | 'closed';
        anonymous: boolean;
        /** The reporter of a named report; null when anonymous */
        reporterName: string | null;
        /** Record id (UUID) */
        subjectEmployeeId: string | null;
        subjectName: string | null;
        /** Calendar date, YYYY-MM-DD */
        receivedOn: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        messages: {
          /** Record id (UUID) */
          id: string;
          /** Who wrote it */
          author: 'reporter' | 'handler';
          /** The handler who wrote it (handlers only; null for the reporter view) */
          handlerName: string | null;
          /** An internal note, never shown to the reporter */
          internal: boolean;
          body: string;
          /** The day it was sent (date only) */
          sentOn: string;
        }[];
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The message it came with; null when it came with the report */
          messageId: string | null;
          author: 'reporter' | 'handler';
          /** A neutral name for the reporter’s files (the case reference and a number) */
          fileName: string;
          /** Detected from the content: PDF, PNG, JPEG or WEBP */
          contentType: string;
          sizeBytes: number;
          /** The day it was added (date only) */
          addedOn: string;
        }[];
      };
    };
  };
  '/routines/whistle/follow': {
    /** The reporter’s view of a case (no sign-in): status and messages, opened by the case key */
    post: {
      body: {
        /** The secret case key the reporter was shown when filing */
        key: string;
      };
      response: {
        reference: string;
        /** What the report is about */
        category: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
        description: string;
        /** Where the case stands */
        status: 'received' | 'in-review' | 'resolved' | 'closed';
        /** Calendar date, YYYY-MM-DD */
        receivedOn: string;
        messages: {
          /** Record id (UUID) */
          id: string;
          /** Who wrote it */
          author: 'reporter' | 'handler';
          /** The handler who wrote it (handlers only; null for the reporter view) */
          handlerName: string | null;
          /** An internal note, never shown to the reporter */
          internal: boolean;
          body: string;
          /** The day it was sent (date only) */
          sentOn: string;
        }[];
        /** Files of the report and of messages the reporter may read */
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The message it came with; null when it came with the report */
          messageId: string | null;
          author: 'reporter' | 'handler';
          /** A neutral name for the reporter’s files (the case reference and a number) */
          fileName: string;
          /** Detected from the content: PDF, PNG, JPEG or WEBP */
          contentType: string;
          sizeBytes: number;
          /** The day it was added (date only) */
          addedOn: string;
        }[];
      };
    };
  };
  '/routines/whistle/follow/attachments': {
    /** The reporter adds a file (no sign-in): the case key in the `x-case-key` header, multipart with one `file` part; PDF, PNG, JPEG or WEBP by content, 10 MB at most; images lose their metadata */
    post: {
      query?: {
        /** A message of the case written by the uploader’s side; left out: the report itself */
        messageId?: string;
      };
      response: {
        reference: string;
        /** What the report is about */
        category: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
        description: string;
        /** Where the case stands */
        status: 'received' | 'in-review' | 'resolved' | 'closed';
        /** Calendar date, YYYY-MM-DD */
        receivedOn: string;
        messages: {
          /** Record id (UUID) */
          id: string;
          /** Who wrote it */
          author: 'reporter' | 'handler';
          /** The handler who wrote it (handlers only; null for the reporter view) */
          handlerName: string | null;
          /** An internal note, never shown to the reporter */
          internal: boolean;
          body: string;
          /** The day it was sent (date only) */
          sentOn: string;
        }[];
        /** Files of the report and of messages the reporter may read */
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The message it came with; null when it came with the report */
          messageId: string | null;
          author: 'reporter' | 'handler';
          /** A neutral name for the reporter’s files (the case reference and a number) */
          fileName: string;
          /** Detected from the content: PDF, PNG, JPEG or WEBP */
          contentType: string;
          sizeBytes: number;
          /** The day it was added (date only) */
          addedOn: string;
        }[];
      };
    };
  };
  '/routines/whistle/follow/attachments/{id}': {
    /** The reporter downloads a file of the case (no sign-in), with the case key in the body */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** The secret case key the reporter was shown when filing */
        key: string;
      };
      response: unknown;
    };
  };
  '/routines/whistle/follow/messages': {
    /** The reporter writes to the case handlers (no sign-in), with the case key */
    post: {
      body: {
        /** The secret case key the reporter was shown when filing */
        key: string;
        /** The message */
        body: string;
      };
      response: {
        reference: string;
        /** What the report is about */
        category: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
        description: string;
        /** Where the case stands */
        status: 'received' | 'in-review' | 'resolved' | 'closed';
        /** Calendar date, YYYY-MM-DD */
        receivedOn: string;
        messages: {
          /** Record id (UUID) */
          id: string;
          /** Who wrote it */
          author: 'reporter' | 'handler';
          /** The handler who wrote it (handlers only; null for the reporter view) */
          handlerName: string | null;
          /** An internal note, never shown to the reporter */
          internal: boolean;
          body: string;
          /** The day it was sent (date only) */
          sentOn: string;
        }[];
        /** Files of the report and of messages the reporter may read */
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The message it came with; null when it came with the report */
          messageId: string | null;
          author: 'reporter' | 'handler';
          /** A neutral name for the reporter’s files (the case reference and a number) */
          fileName: string;
          /** Detected from the content: PDF, PNG, JPEG or WEBP */
          contentType: string;
          sizeBytes: number;
          /** The day it was added (date only) */
          addedOn: string;
        }[];
      };
    };
  };
  '/routines/whistle/reports': {
    /** File a whistle-blowing report, named or anonymous; answers the case key once */
    post: {
      body: {
        /** What the report is about */
        category: 'fraud' | 'corruption' | 'harassment' | 'discrimination' | 'safety' | 'data-privacy' | 'other';
        /** What happened: who, what, when, where */
        description: string;
        /** True: nothing that identifies the reporter is stored */
        anonymous: boolean;
        /** The person the report is about, when one is named */
        subjectEmployeeId?: string | null;
      };
      response: {
        /** The case reference (not secret) */
        reference: string;
        /** The secret key to follow the case; shown once, never stored in clear */
        caseKey: string;
      };
    };
  };
  '/saved-reports': {
    /** Saved reports the caller can see: their own and those shared with one of their roles */
    get: {
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      }[];
    };
    /** Save a report definition, optionally shared with roles of the company */
    post: {
      body: {
        name: string;
        description?: string;
        definition: {
          entity?: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        };
        sharedWithRoleIds?: string[];
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/saved-reports/{id}': {
    /** One saved report */
    get: {
      path: {
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Rename or change a saved report (its owner only); send the version you read */
    patch: {
      path: {
        id: string;
      };
      body: {
        name?: string;
        description?: string;
        definition?: {
          entity?: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly?: boolean;
          } | null;
          /** After the grouping field, if any */
          sort?: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction?: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer?: boolean;
        };
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete a saved report (its owner only) */
    delete: {
      path: {
        id: string;
      };
      response: unknown;
    };
  };
  '/saved-reports/{id}/export': {
    /** Export a saved report as CSV, XLSX or PDF */
    get: {
      path: {
        id: string;
      };
      query?: {
        format?: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
        /** Title printed on a PDF and in the file properties */
        title?: string;
      };
      response: unknown;
    };
  };
  '/saved-reports/{id}/run': {
    /** Run a saved report: one page */
    get: {
      path: {
        id: string;
      };
      query?: {
        page?: number;
        pageSize?: number;
      };
      response: {
        /** What the rows are (ADR 0108) */
        entity: 'employees' | 'attendance' | 'leave-requests' | 'expense-claims' | 'tasks';
        /** What the rows hold, in order (the grouping field first when grouped) */
        columns: {
          /** A field, or "count" (the group size) in a summary */
          key: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType' | 'employeeName' | 'workDate' | 'workMonth' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'reason' | 'leaveTypeId' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'description' | 'categoryId' | 'taskName' | 'assigneeName' | 'priority' | 'weight' | 'progress' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'count';
          type: 'text' | 'enum' | 'date' | 'number' | 'money' | 'id';
        }[];
        /** Keyed by column key */
        rows: Record<string, string | number | null>[];
        /** Every group with its count, when grouped */
        groups: {
          value: string | number | null;
          count: number;
        }[] | null;
        /** Rows matching the filters (groups when summary only) */
        total: number;
        page: number;
        pageSize: number;
        scope: 'team' | 'department' | 'company' | 'group';
      };
    };
  };
  '/saved-reports/{id}/shares': {
    /** Replace the roles a saved report is shared with (its owner only) */
    put: {
      path: {
        id: string;
      };
      body: {
        /** Roles of the active company; replaces the current list */
        roleIds: string[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        description: string;
        definition: {
          entity: 'employees';
          /** Columns in display order */
          columns: ('employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of employees */
            field: 'employeeNumber' | 'fullName' | 'firstName' | 'lastName' | 'preferredName' | 'workEmail' | 'personalEmail' | 'workPhone' | 'mobilePhone' | 'departmentName' | 'designationName' | 'managerName' | 'branchName' | 'workLocation' | 'hireDate' | 'hireYear' | 'hireMonth' | 'tenureYears' | 'tenureMonths' | 'tenureBand' | 'status' | 'employmentType' | 'gender' | 'nationality' | 'dateOfBirth' | 'birthday' | 'birthMonth' | 'anniversary' | 'anniversaryMonth' | 'terminationDate' | 'terminationMonth' | 'departmentId' | 'designationId' | 'managerId' | 'branchId' | 'salaryAmount' | 'salaryCurrency' | 'salaryFrequency' | 'bankName' | 'iban' | 'nationalIdType' | 'nationalIdNumber' | 'nationalIdExpiresOn' | 'bloodType';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'attendance';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of attendance */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'workDate' | 'workMonth' | 'status' | 'clockIn' | 'clockOut' | 'workedMinutes' | 'lateMinutes' | 'note' | 'employeeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'leave-requests';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of leave-requests */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'leaveTypeName' | 'startDate' | 'endDate' | 'startMonth' | 'startYear' | 'days' | 'status' | 'reason' | 'employeeId' | 'departmentId' | 'leaveTypeId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'expense-claims';
          /** Columns in display order */
          columns: ('employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of expense-claims */
            field: 'employeeName' | 'employeeNumber' | 'departmentName' | 'expenseDate' | 'expenseMonth' | 'categoryName' | 'amountMinor' | 'currency' | 'status' | 'description' | 'employeeId' | 'departmentId' | 'categoryId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        } | {
          entity: 'tasks';
          /** Columns in display order */
          columns: ('taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId')[];
          /** All must match (AND) */
          filters: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            operator: 'eq' | 'neq' | 'contains' | 'startsWith' | 'in' | 'isEmpty' | 'isNotEmpty' | 'before' | 'after' | 'onOrBefore' | 'onOrAfter' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
            /** A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty */
            value?: string | number | (string | number)[];
          }[];
          groupBy: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            /** Only the groups and their counts, no rows */
            summaryOnly: boolean;
          } | null;
          /** After the grouping field, if any */
          sort: {
            /** An allow-listed field of tasks */
            field: 'taskName' | 'assigneeName' | 'departmentName' | 'priority' | 'status' | 'weight' | 'progress' | 'startDate' | 'dueDate' | 'dueMonth' | 'completedOn' | 'overdue' | 'assigneeId' | 'departmentId';
            direction: 'asc' | 'desc';
          }[];
          /** Include employees whose termination date has passed */
          includeFormer: boolean;
        };
        owner: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** The caller created it (and may edit, share and delete it) */
        mine: boolean;
        sharedWithRoleIds: string[];
        createdAt: string;
        updatedAt: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/tasks/announcements': {
    /** Announcements: every one for authors, the published ones addressed to the caller for readers */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'publishedAt' | '-publishedAt' | 'title' | '-title';
        /** Free-text search */
        q?: string;
        status?: 'draft' | 'scheduled' | 'published' | 'archived';
        priority?: 'low' | 'normal' | 'high' | 'urgent';
        /** Only those addressed to the caller and visible now, even for authors */
        mine?: 'true' | 'false';
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          title: string;
          /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
          body: string;
          priority: 'low' | 'normal' | 'high' | 'urgent';
          pinned: boolean;
          audience: 'everyone' | 'departments';
          departments: {
            /** Record id (UUID) */
            id: string;
            name: string;
          }[];
          branches: {
            /** Record id (UUID) */
            id: string;
            name: string;
          }[];
          status: 'draft' | 'scheduled' | 'published' | 'archived';
          /** When readers see it (the scheduled time of a scheduled one) */
          publishedAt: string | null;
          /** After it readers no longer see it listed */
          expiresAt: string | null;
          expired: boolean;
          authorName: string;
          readByMe: boolean;
          reads: {
            read: number;
            audience: number;
          } | null;
          remindedAt: string | null;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
    /** Write an announcement (a draft, or published at once) */
    post: {
      body: {
        /** Headline */
        title: string;
        /** Rich text: HTML sanitised on save (ADR 0104), at most 10000 characters as stored; text without tags is taken as plain text */
        body: string;
        priority?: 'low' | 'normal' | 'high' | 'urgent';
        pinned?: boolean;
        audience: 'everyone' | 'departments';
        /** The departments addressed when the audience is chosen */
        departmentIds?: string[];
        /** The branches addressed when the audience is chosen */
        branchIds?: string[];
        /** Publish later at this time instead of at once */
        publishAt?: string | null;
        /** Readers no longer see it after this time */
        expiresAt?: string | null;
        /** Publish (at once, or at publishAt) instead of keeping a draft */
        publish?: boolean;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        title: string;
        /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
        body: string;
        priority: 'low' | 'normal' | 'high' | 'urgent';
        pinned: boolean;
        audience: 'everyone' | 'departments';
        departments: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        branches: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        status: 'draft' | 'scheduled' | 'published' | 'archived';
        /** When readers see it (the scheduled time of a scheduled one) */
        publishedAt: string | null;
        /** After it readers no longer see it listed */
        expiresAt: string | null;
        expired: boolean;
        authorName: string;
        readByMe: boolean;
        reads: {
          read: number;
          audience: number;
        } | null;
        remindedAt: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/tasks/announcements/audience': {
    /** The departments and branches an announcement may address (authors) */
    get: {
      response: {
        departments: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        branches: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
      };
    };
  };
  '/tasks/announcements/{id}': {
    /** One announcement: any for authors, for readers one addressed to them and visible now */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        title: string;
        /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
        body: string;
        priority: 'low' | 'normal' | 'high' | 'urgent';
        pinned: boolean;
        audience: 'everyone' | 'departments';
        departments: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        branches: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        status: 'draft' | 'scheduled' | 'published' | 'archived';
        /** When readers see it (the scheduled time of a scheduled one) */
        publishedAt: string | null;
        /** After it readers no longer see it listed */
        expiresAt: string | null;
        expired: boolean;
        authorName: string;
        readByMe: boolean;
        reads: {
          read: number;
          audience: number;
        } | null;
        remindedAt: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Change an announcement (with its version) */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Headline */
        title?: string;
        /** Rich text: HTML sanitised on save (ADR 0104), at most 10000 characters as stored; text without tags is taken as plain text */
        body?: string;
        priority?: 'low' | 'normal' | 'high' | 'urgent';
        pinned?: boolean;
        audience?: 'everyone' | 'departments';
        departmentIds?: string[];
        branchIds?: string[];
        publishAt?: string | null;
        expiresAt?: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        title: string;
        /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
        body: string;
        priority: 'low' | 'normal' | 'high' | 'urgent';
        pinned: boolean;
        audience: 'everyone' | 'departments';
        departments: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        branches: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        status: 'draft' | 'scheduled' | 'published' | 'archived';
        /** When readers see it (the scheduled time of a scheduled one) */
        publishedAt: string | null;
        /** After it readers no longer see it listed */
        expiresAt: string | null;
        expired: boolean;
        authorName: string;
        readByMe: boolean;
        reads: {
          read: number;
          audience: number;
        } | null;
        remindedAt: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete an announcement */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/tasks/announcements/{id}/attachments': {
    /** An announcement’s files, for its authors and every reader it is addressed to */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content, never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
          uploadedByName: string;
          /** The caller uploaded it or may change what it is attached to */
          canRemove: boolean;
        }[];
        /** The caller may add files (and the limit is not reached) */
        canAdd: boolean;
        limit: number;
      };
    };
    /** Add a file to an announcement not archived: multipart with one `file` part; PDF, an image, an Office file or text by content, 10 MB at most */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        fileName: string;
        /** Detected from the content, never the uploader’s claim */
        contentType: string;
        sizeBytes: number;
        createdAt: string;
        uploadedByName: string;
        /** The caller uploaded it or may change what it is attached to */
        canRemove: boolean;
      };
    };
  };
  '/tasks/announcements/{id}/attachments/{attachmentId}': {
    /** A file of an announcement the caller may read, as an attachment */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        attachmentId: string;
      };
      response: unknown;
    };
    /** Remove a file of an announcement not archived */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        attachmentId: string;
      };
      response: unknown;
    };
  };
  '/tasks/announcements/{id}/publish': {
    /** Publish a draft or a scheduled one (with its version); a draft whose publish time is ahead is scheduled */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        title: string;
        /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
        body: string;
        priority: 'low' | 'normal' | 'high' | 'urgent';
        pinned: boolean;
        audience: 'everyone' | 'departments';
        departments: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        branches: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        status: 'draft' | 'scheduled' | 'published' | 'archived';
        /** When readers see it (the scheduled time of a scheduled one) */
        publishedAt: string | null;
        /** After it readers no longer see it listed */
        expiresAt: string | null;
        expired: boolean;
        authorName: string;
        readByMe: boolean;
        reads: {
          read: number;
          audience: number;
        } | null;
        remindedAt: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/tasks/announcements/{id}/read': {
    /** Mark an announcement read by the caller */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/tasks/announcements/{id}/readers': {
    /** Who in the audience has read the announcement and who has not (authors) */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'name' | '-name';
        /** Free-text search */
        q?: string;
        /** Only those who have read, or not */
        state?: 'read' | 'unread';
      };
      response: {
        items: {
          /** Record id (UUID) */
          userId: string;
          name: string;
          department: string | null;
          readAt: string | null;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
        /** Readers in the whole audience */
        read: number;
        /** People the announcement reaches */
        audience: number;
      };
    };
  };
  '/tasks/announcements/{id}/remind': {
    /** Remind the audience who have not read a published announcement (a notice in their bell; once an hour) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** How many people were reminded */
        reminded: number;
      };
    };
  };
  '/tasks/announcements/{id}/status': {
    /** Change the status: publish (scheduled when its publish time is ahead), back to draft, archive (with its version) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        to: 'published' | 'draft' | 'archived';
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        title: string;
        /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
        body: string;
        priority: 'low' | 'normal' | 'high' | 'urgent';
        pinned: boolean;
        audience: 'everyone' | 'departments';
        departments: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        branches: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        status: 'draft' | 'scheduled' | 'published' | 'archived';
        /** When readers see it (the scheduled time of a scheduled one) */
        publishedAt: string | null;
        /** After it readers no longer see it listed */
        expiresAt: string | null;
        expired: boolean;
        authorName: string;
        readByMe: boolean;
        reads: {
          read: number;
          audience: number;
        } | null;
        remindedAt: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/tasks/dashboard': {
    /** Task counts by status for today, the week, month and year */
    get: {
      response: {
        /** The company’s today */
        today: string;
        /** Tasks due in each period */
        periods: {
          period: 'today' | 'week' | 'month' | 'year';
          /** Calendar date, YYYY-MM-DD */
          from: string;
          /** Calendar date, YYYY-MM-DD */
          to: string;
          pending: number;
          inProgress: number;
          completed: number;
          cancelled: number;
          /** Due in the period, before today and still open */
          overdue: number;
          total: number;
          /** Completed out of the tasks not cancelled, 0-1; null without tasks */
          completionRate: number | null;
          /** Completed on or before the due date, out of completed; null without any */
          onTimeRate: number | null;
        }[];
        /** Every open task due before today */
        overdueNow: number;
      };
    };
  };
  '/tasks/reports/progress': {
    /** Progress and completion of the tasks due in a period, by person or department */
    get: {
      query?: {
        /** First due date counted; defaults to the first day of the company’s current month */
        from?: string;
        /** Last due date counted; defaults to the last day of the company’s current month */
        to?: string;
        /** One row per assignee or per department */
        groupBy?: 'person' | 'department';
      };
      response: {
        /** Calendar date, YYYY-MM-DD */
        from: string;
        /** Calendar date, YYYY-MM-DD */
        to: string;
        rows: {
          /** The employee or the department */
          id: string;
          name: string;
          /** The person’s department; null on department rows */
          departmentName: string | null;
          total: number;
          pending: number;
          inProgress: number;
          completed: number;
          cancelled: number;
          overdue: number;
          /** Mean progress of the tasks not cancelled, percent */
          averageProgress: number;
          /** Completed out of the tasks not cancelled, 0-1 */
          completionRate: number | null;
          /** Completed by the due date out of completed, 0-1 */
          onTimeRate: number | null;
        }[];
      };
    };
  };
  '/tasks/reports/progress/export': {
    /** The progress report as CSV, XLSX or PDF (attachment) */
    get: {
      query: {
        /** Calendar date, YYYY-MM-DD */
        from?: string;
        /** Calendar date, YYYY-MM-DD */
        to?: string;
        groupBy?: 'person' | 'department';
        /** File type */
        format: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/tasks/reports/subordinates': {
    /** Progress and completion of everyone below the caller in the reporting line */
    get: {
      query?: {
        /** First due date counted; defaults to the first day of the company’s current month */
        from?: string;
        /** Last due date counted; defaults to the last day of the company’s current month */
        to?: string;
        /** One row per assignee or per department */
        groupBy?: 'person' | 'department';
      };
      response: {
        /** Calendar date, YYYY-MM-DD */
        from: string;
        /** Calendar date, YYYY-MM-DD */
        to: string;
        rows: {
          /** The employee or the department */
          id: string;
          name: string;
          /** The person’s department; null on department rows */
          departmentName: string | null;
          total: number;
          pending: number;
          inProgress: number;
          completed: number;
          cancelled: number;
          overdue: number;
          /** Mean progress of the tasks not cancelled, percent */
          averageProgress: number;
          /** Completed out of the tasks not cancelled, 0-1 */
          completionRate: number | null;
          /** Completed by the due date out of completed, 0-1 */
          onTimeRate: number | null;
        }[];
      };
    };
  };
  '/tasks/reports/subordinates/export': {
    /** The subordinates report as CSV, XLSX or PDF (attachment) */
    get: {
      query: {
        /** Calendar date, YYYY-MM-DD */
        from?: string;
        /** Calendar date, YYYY-MM-DD */
        to?: string;
        groupBy?: 'person' | 'department';
        /** File type */
        format: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/tasks/series': {
    /** The recurring task series of people the caller may assign to */
    get: {
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          name: string;
          instructions: string;
          weight: number;
          /** How urgent the task is */
          priority: 'low' | 'medium' | 'high' | 'urgent';
          assignee: {
            /** Record id (UUID) */
            id: string;
            name: string;
          };
          /** daily; weekly on the chosen weekdays; monthly on a day of the month */
          frequency: 'daily' | 'weekly' | 'monthly';
          weekdays: number[];
          monthDay: number | null;
          /** Calendar date, YYYY-MM-DD */
          startsOn: string;
          /** Calendar date, YYYY-MM-DD */
          endsOn: string | null;
          durationDays: number;
          skipNonWorkingDays: boolean;
          /** The last date occurrences have been made for */
          generatedThrough: string | null;
          active: boolean;
          /** The next few dates the series falls on from today */
          nextOccurrences: string[];
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
      };
    };
    /** Assign a recurring task: its occurrences up to two weeks ahead are made at once, later ones by the hourly job */
    post: {
      body: {
        /** What is to be done each time */
        name: string;
        /** Instructions, rich text sanitised on save (ADR 0104); text without tags is taken as plain text */
        instructions?: string;
        /** Weight of each occurrence, 1 (light) to 10 (heavy) */
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        /** The employee who does each occurrence */
        assigneeId: string;
        /** daily; weekly on the chosen weekdays; monthly on a day of the month */
        frequency: 'daily' | 'weekly' | 'monthly';
        /** For a weekly series: the days it falls on (at least one) */
        weekdays?: number[];
        /** For a monthly series: the day (a shorter month uses its last day) */
        monthDay?: number | null;
        /** The first date the series may fall on */
        startsOn: string;
        /** The last date it may fall on; null: no end */
        endsOn?: string | null;
        /** Each occurrence is due this many days after its date */
        durationDays?: number;
        /** Leave out dates that are not working days of the company */
        skipNonWorkingDays?: boolean;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        instructions: string;
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        assignee: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** daily; weekly on the chosen weekdays; monthly on a day of the month */
        frequency: 'daily' | 'weekly' | 'monthly';
        weekdays: number[];
        monthDay: number | null;
        /** Calendar date, YYYY-MM-DD */
        startsOn: string;
        /** Calendar date, YYYY-MM-DD */
        endsOn: string | null;
        durationDays: number;
        skipNonWorkingDays: boolean;
        /** The last date occurrences have been made for */
        generatedThrough: string | null;
        active: boolean;
        /** The next few dates the series falls on from today */
        nextOccurrences: string[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/tasks/series/{id}': {
    /** One recurring task series */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        instructions: string;
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        assignee: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** daily; weekly on the chosen weekdays; monthly on a day of the month */
        frequency: 'daily' | 'weekly' | 'monthly';
        weekdays: number[];
        monthDay: number | null;
        /** Calendar date, YYYY-MM-DD */
        startsOn: string;
        /** Calendar date, YYYY-MM-DD */
        endsOn: string | null;
        durationDays: number;
        skipNonWorkingDays: boolean;
        /** The last date occurrences have been made for */
        generatedThrough: string | null;
        active: boolean;
        /** The next few dates the series falls on from today */
        nextOccurrences: string[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Change or stop a series: its future occurrences not yet started nor edited on their own are made again */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** What is to be done each time */
        name?: string;
        /** Instructions, rich text sanitised on save (ADR 0104); text without tags is taken as plain text */
        instructions?: string;
        /** Weight of each occurrence, 1 (light) to 10 (heavy) */
        weight?: number;
        /** How urgent the task is */
        priority?: 'low' | 'medium' | 'high' | 'urgent';
        /** The employee who does each occurrence */
        assigneeId?: string;
        /** daily; weekly on the chosen weekdays; monthly on a day of the month */
        frequency?: 'daily' | 'weekly' | 'monthly';
        /** For a weekly series: the days it falls on (at least one) */
        weekdays?: number[];
        /** For a monthly series: the day (a shorter month uses its last day) */
        monthDay?: number | null;
        /** The first date the series may fall on */
        startsOn?: string;
        /** The last date it may fall on; null: no end */
        endsOn?: string | null;
        /** Each occurrence is due this many days after its date */
        durationDays?: number;
        /** Leave out dates that are not working days of the company */
        skipNonWorkingDays?: boolean;
        /** false stops the series */
        active?: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        instructions: string;
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        assignee: {
          /** Record id (UUID) */
          id: string;
          name: string;
        };
        /** daily; weekly on the chosen weekdays; monthly on a day of the month */
        frequency: 'daily' | 'weekly' | 'monthly';
        weekdays: number[];
        monthDay: number | null;
        /** Calendar date, YYYY-MM-DD */
        startsOn: string;
        /** Calendar date, YYYY-MM-DD */
        endsOn: string | null;
        durationDays: number;
        skipNonWorkingDays: boolean;
        /** The last date occurrences have been made for */
        generatedThrough: string | null;
        active: boolean;
        /** The next few dates the series falls on from today */
        nextOccurrences: string[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/tasks/tasks': {
    /** One page of the tasks the caller may see */
    get: {
      query?: {
        /** 1-based page number */
        page?: number;
        /** Rows per page, at most 200 */
        pageSize?: number;
        /** Sort field; a leading minus sorts descending */
        sort?: 'dueDate' | '-dueDate' | 'startDate' | '-startDate' | 'name' | '-name' | 'priority' | '-priority' | 'progress' | '-progress' | 'createdAt' | '-createdAt';
        /** Free-text search */
        q?: string;
        /** Only this assignee */
        assigneeId?: string;
        /** Only assignees of this department */
        departmentId?: string;
        /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
        status?: 'pending' | 'in_progress' | 'completed' | 'cancelled';
        /** How urgent the task is */
        priority?: 'low' | 'medium' | 'high' | 'urgent';
        /** Only overdue tasks (true) or only tasks that are not (false) */
        overdue?: 'true' | 'false';
        /** Due on or after */
        dueFrom?: string;
        /** Due on or before */
        dueTo?: string;
        /** Only tasks the caller is assigned to or helps with */
        mine?: 'true' | 'false';
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          name: string;
          /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
          instructions: string;
          weight: number;
          /** How urgent the task is */
          priority: 'low' | 'medium' | 'high' | 'urgent';
          /** Calendar date, YYYY-MM-DD */
          startDate: string;
          /** Calendar date, YYYY-MM-DD */
          dueDate: string;
          /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
          status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
          progress: number;
          /** Due before the company’s today and neither completed nor cancelled (derived, never stored) */
          overdue: boolean;
          assignee: {
            /** Record id (UUID) */
            id: string;
            name: string;
            departmentName: string;
          };
          coworkers: {
            /** Record id (UUID) */
            id: string;
            name: string;
          }[];
          completedAt: string | null;
          createdAt: string;
          /** The recurring series that made this task, if any */
          seriesId: string | null;
          /** The series’ date of this occurrence */
          occurrenceDate: string | null;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
        /** Rows matching the filters, across all pages */
        total: number;
        page: number;
        pageSize: number;
      };
    };
    /** Assign a task */
    post: {
      body: {
        /** What is to be done */
        name: string;
        /** Instructions, rich text: HTML sanitised on save to a small allow-list (ADR 0104); text without tags is taken as plain text. At most 5000 characters as stored */
        instructions?: string;
        /** Weight of the task, 1 (light) to 10 (heavy) */
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        /** First day of the task (company calendar) */
        startDate: string;
        /** Last day of the task, not before the start date */
        dueDate: string;
        /** The employee who does the task */
        assigneeId: string;
        /** Employees who help (not the assignee) */
        coworkerIds?: string[];
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
        instructions: string;
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        dueDate: string;
        /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
        status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
        progress: number;
        /** Due before the company’s today and neither completed nor cancelled (derived, never stored) */
        overdue: boolean;
        assignee: {
          /** Record id (UUID) */
          id: string;
          name: string;
          departmentName: string;
        };
        coworkers: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        completedAt: string | null;
        createdAt: string;
        /** The recurring series that made this task, if any */
        seriesId: string | null;
        /** The series’ date of this occurrence */
        occurrenceDate: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/tasks/tasks/bulk': {
    /** Assign one task to every current member of a department the caller may assign to (at most 500, else 422 TASKS_BULK_TOO_MANY) */
    post: {
      body: {
        /** What is to be done */
        name: string;
        /** Instructions, rich text: HTML sanitised on save to a small allow-list (ADR 0104); text without tags is taken as plain text. At most 5000 characters as stored */
        instructions?: string;
        /** Weight of the task, 1 (light) to 10 (heavy) */
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        /** First day of the task (company calendar) */
        startDate: string;
        /** Last day of the task, not before the start date */
        dueDate: string;
        /** Every current member of this department gets a copy */
        departmentId: string;
      };
      response: {
        /** How many tasks were made, one per member */
        created: number;
        taskIds: string[];
      };
    };
  };
  '/tasks/tasks/export': {
    /** The filtered task list as CSV, XLSX or PDF (attachment) */
    get: {
      query: {
        /** Sort field; a leading minus sorts descending */
        sort?: 'dueDate' | '-dueDate' | 'startDate' | '-startDate' | 'name' | '-name' | 'priority' | '-priority' | 'progress' | '-progress' | 'createdAt' | '-createdAt';
        /** Free-text search */
        q?: string;
        /** Only this assignee */
        assigneeId?: string;
        /** Only assignees of this department */
        departmentId?: string;
        /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
        status?: 'pending' | 'in_progress' | 'completed' | 'cancelled';
        /** How urgent the task is */
        priority?: 'low' | 'medium' | 'high' | 'urgent';
        /** Only overdue tasks (true) or only tasks that are not (false) */
        overdue?: 'true' | 'false';
        /** Due on or after */
        dueFrom?: string;
        /** Due on or before */
        dueTo?: string;
        /** Only tasks the caller is assigned to or helps with */
        mine?: 'true' | 'false';
        /** File type */
        format: 'csv' | 'xlsx' | 'pdf';
        /** Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en */
        lng?: string;
      };
      response: unknown;
    };
  };
  '/tasks/tasks/options': {
    /** Whom the caller may assign tasks to, and the departments */
    get: {
      response: {
        assignees: {
          /** Record id (UUID) */
          id: string;
          name: string;
          /** Record id (UUID) */
          departmentId: string;
        }[];
        departments: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        /** The caller’s own employee record, if any */
        self: string | null;
      };
    };
  };
  '/tasks/tasks/{id}': {
    /** One task */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
        instructions: string;
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        dueDate: string;
        /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
        status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
        progress: number;
        /** Due before the company’s today and neither completed nor cancelled (derived, never stored) */
        overdue: boolean;
        assignee: {
          /** Record id (UUID) */
          id: string;
          name: string;
          departmentName: string;
        };
        coworkers: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        completedAt: string | null;
        createdAt: string;
        /** The recurring series that made this task, if any */
        seriesId: string | null;
        /** The series’ date of this occurrence */
        occurrenceDate: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Change what a task asks (with its version); the assigner’s */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** What is to be done */
        name?: string;
        /** Instructions, rich text: HTML sanitised on save to a small allow-list (ADR 0104); text without tags is taken as plain text. At most 5000 characters as stored */
        instructions?: string;
        /** Weight of the task, 1 (light) to 10 (heavy) */
        weight?: number;
        /** How urgent the task is */
        priority?: 'low' | 'medium' | 'high' | 'urgent';
        /** First day of the task (company calendar) */
        startDate?: string;
        /** Last day of the task, not before the start date */
        dueDate?: string;
        /** The employee who does the task */
        assigneeId?: string;
        /** Employees who help (not the assignee) */
        coworkerIds?: string[];
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        /** Why the assignee changes (kept in the reassignment history) */
        reason?: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
        instructions: string;
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        dueDate: string;
        /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
        status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
        progress: number;
        /** Due before the company’s today and neither completed nor cancelled (derived, never stored) */
        overdue: boolean;
        assignee: {
          /** Record id (UUID) */
          id: string;
          name: string;
          departmentName: string;
        };
        coworkers: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        completedAt: string | null;
        createdAt: string;
        /** The recurring series that made this task, if any */
        seriesId: string | null;
        /** The series’ date of this occurrence */
        occurrenceDate: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete a task */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/tasks/tasks/{id}/attachments': {
    /** A task’s own files (its progress updates’ files come with the updates), and whether the caller may add one */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          fileName: string;
          /** Detected from the content, never the uploader’s claim */
          contentType: string;
          sizeBytes: number;
          createdAt: string;
          uploadedByName: string;
          /** The caller uploaded it or may change what it is attached to */
          canRemove: boolean;
        }[];
        /** The caller may add files (and the limit is not reached) */
        canAdd: boolean;
        limit: number;
      };
    };
    /** Add a file to a task the caller may change: multipart with one `file` part; PDF, an image, an Office file or text by content, 10 MB at most */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        fileName: string;
        /** Detected from the content, never the uploader’s claim */
        contentType: string;
        sizeBytes: number;
        createdAt: string;
        uploadedByName: string;
        /** The caller uploaded it or may change what it is attached to */
        canRemove: boolean;
      };
    };
  };
  '/tasks/tasks/{id}/attachments/{attachmentId}': {
    /** A file of a task the caller sees (its own or a progress update’s), as an attachment */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        attachmentId: string;
      };
      response: unknown;
    };
    /** Remove a file of a task: its uploader, or whoever may change the task */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        attachmentId: string;
      };
      response: unknown;
    };
  };
  '/tasks/tasks/{id}/comments': {
    /** A task’s comments, oldest first */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          body: string;
          authorName: string;
          /** The people the comment mentions */
          mentions: {
            /** Record id (UUID) */
            id: string;
            name: string;
          }[];
          createdAt: string;
        }[];
      };
    };
    /** Comment on a task */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** The comment, plain text (line breaks kept) */
        body: string;
        /** Employees the comment mentions, from GET /api/tasks/tasks/{id}/mentionable; each is notified */
        mentionIds?: string[];
      };
      response: {
        /** Record id (UUID) */
        id: string;
        body: string;
        authorName: string;
        /** The people the comment mentions */
        mentions: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        createdAt: string;
      };
    };
  };
  '/tasks/tasks/{id}/mentionable': {
    /** Whom a comment on the task may mention: its participants, its assigner and those above them */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
      };
    };
  };
  '/tasks/tasks/{id}/reassignments': {
    /** A task’s changes of assignee (from, to, by whom, when, why), newest first */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          fromName: string;
          toName: string;
          byName: string;
          reason: string | null;
          createdAt: string;
        }[];
      };
    };
  };
  '/tasks/tasks/{id}/updates': {
    /** A task’s progress history, newest first */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        items: {
          /** Record id (UUID) */
          id: string;
          progress: number;
          /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
          fromStatus: 'pending' | 'in_progress' | 'completed' | 'cancelled';
          /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
          status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
          note: string | null;
          authorName: string;
          createdAt: string;
          /** The one file the update carries, if any */
          attachment: {
            /** Record id (UUID) */
            id: string;
            fileName: string;
            /** Detected from the content, never the uploader’s claim */
            contentType: string;
            sizeBytes: number;
            createdAt: string;
          } | null;
          /** The caller wrote the update and it has no file yet */
          canAttach: boolean;
        }[];
      };
    };
    /** Report progress: percent, status (allowed transitions only) and a note; its file, if any, is sent next */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Progress in percent, 0-100 */
        progress: number;
        /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
        status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
        /** What happened, plain text */
        note?: string;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        name: string;
        /** Sanitised HTML (ADR 0104); older rows may be plain text without tags */
        instructions: string;
        weight: number;
        /** How urgent the task is */
        priority: 'low' | 'medium' | 'high' | 'urgent';
        /** Calendar date, YYYY-MM-DD */
        startDate: string;
        /** Calendar date, YYYY-MM-DD */
        dueDate: string;
        /** pending -> in_progress -> completed; pending or in_progress -> cancelled */
        status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
        progress: number;
        /** Due before the company’s today and neither completed nor cancelled (derived, never stored) */
        overdue: boolean;
        assignee: {
          /** Record id (UUID) */
          id: string;
          name: string;
          departmentName: string;
        };
        coworkers: {
          /** Record id (UUID) */
          id: string;
          name: string;
        }[];
        completedAt: string | null;
        createdAt: string;
        /** The recurring series that made this task, if any */
        seriesId: string | null;
        /** The series’ date of this occurrence */
        occurrenceDate: string | null;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
        /** Record id (UUID) */
        updateId: string;
      };
    };
  };
  '/tasks/tasks/{id}/updates/{updateId}/attachment': {
    /** Add the one file of a progress update, by its author: multipart with one `file` part; PDF, an image, an Office file or text by content, 10 MB at most */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        updateId: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        fileName: string;
        /** Detected from the content, never the uploader’s claim */
        contentType: string;
        sizeBytes: number;
        createdAt: string;
      };
    };
  };
  '/workspace/calendar': {
    /** Events of every calendar source the caller may see between two dates (at most 62 days apart) */
    get: {
      query?: {
        /** First day; with `to` omitted too, the current month in the company’s time zone */
        from?: string;
        /** Last day, inclusive; at most 62 days after from */
        to?: string;
      };
      response: {
        /** Calendar date, YYYY-MM-DD */
        from: string;
        /** Calendar date, YYYY-MM-DD */
        to: string;
        /** The sources the caller may see */
        sources: {
          id: string;
          /** A translation key with its namespace, e.g. people:cards.headcount */
          labelKey: string;
          colour: 'blue' | 'green' | 'amber' | 'red' | 'violet' | 'teal';
        }[];
        /** Ordered by start, then source */
        events: {
          /** Unique within its source */
          id: string;
          /** <module>.<source> */
          source: string;
          /** User data: shown as text */
          title: string;
          /** When set, the title is translated with titleValues */
          titleKey?: string;
          titleValues?: Record<string, string | number>;
          /** Calendar date, YYYY-MM-DD */
          start: string;
          /** Inclusive; equal to start for a one-day event */
          end: string;
          /** The screen that lists what the number counts */
          href?: string;
        }[];
      };
    };
  };
  '/workspace/calendar/feed': {
    /** Whether the caller has a calendar subscription address */
    get: {
      response: {
        /** Whether the caller has a subscription address; the address itself is shown only when made */
        active: boolean;
        createdAt: string | null;
      };
    };
    /** Make (or replace) the caller’s calendar subscription address; the address is answered this once */
    post: {
      response: {
        active: true;
        createdAt: string;
        /** The secret address path (/api/calendar/feed/<token>.ics); shown once, only its hash is kept */
        path: string;
      };
    };
    /** Revoke the caller’s calendar subscription address */
    delete: {
      response: unknown;
    };
  };
  '/workspace/chat/conversations': {
    /** The caller’s conversations with members, last message and unread counts */
    get: {
      response: {
        /** The caller’s conversations, the latest activity first */
        items: {
          /** Record id (UUID) */
          id: string;
          kind: 'direct' | 'group';
          /** A group’s name; null for a direct conversation (show the other member’s name) */
          title: string | null;
          members: {
            /** Record id (UUID) */
            userId: string;
            name: string;
            /** The newest message this member has read; 0 for none (read receipts) */
            lastReadMessageId: number;
          }[];
          lastMessage: {
            id: number;
            /** Record id (UUID) */
            conversationId: string;
            /** Record id (UUID) */
            senderId: string;
            senderName: string;
            /** May be empty when the message carries a file */
            body: string;
            /** The file the message carries; members download it */
            file: {
              /** The name the file was sent with */
              fileName: string;
              /** The type found in its content */
              contentType: string;
              /** Bytes */
              size: number;
            } | null;
            /** ISO timestamp */
            createdAt: string;
          } | null;
          /** Messages of others after the caller’s last read one */
          unread: number;
          createdAt: string;
        }[];
        /** Unread messages in all of them */
        unread: number;
      };
    };
    /** Start a direct or group conversation with members of the company (an existing direct one answers 200) */
    post: {
      body: {
        kind: 'direct' | 'group';
        /** The other members (user ids of the company, or employee ids of people who sign in); exactly one for a direct conversation */
        memberIds: string[];
        /** A group’s name */
        title?: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        kind: 'direct' | 'group';
        /** A group’s name; null for a direct conversation (show the other member’s name) */
        title: string | null;
        members: {
          /** Record id (UUID) */
          userId: string;
          name: string;
          /** The newest message this member has read; 0 for none (read receipts) */
          lastReadMessageId: number;
        }[];
        lastMessage: {
          id: number;
          /** Record id (UUID) */
          conversationId: string;
          /** Record id (UUID) */
          senderId: string;
          senderName: string;
          /** May be empty when the message carries a file */
          body: string;
          /** The file the message carries; members download it */
          file: {
            /** The name the file was sent with */
            fileName: string;
            /** The type found in its content */
            contentType: string;
            /** Bytes */
            size: number;
          } | null;
          /** ISO timestamp */
          createdAt: string;
        } | null;
        /** Messages of others after the caller’s last read one */
        unread: number;
        createdAt: string;
      };
    };
  };
  '/workspace/chat/conversations/{id}': {
    /** One conversation of the caller */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        kind: 'direct' | 'group';
        /** A group’s name; null for a direct conversation (show the other member’s name) */
        title: string | null;
        members: {
          /** Record id (UUID) */
          userId: string;
          name: string;
          /** The newest message this member has read; 0 for none (read receipts) */
          lastReadMessageId: number;
        }[];
        lastMessage: {
          id: number;
          /** Record id (UUID) */
          conversationId: string;
          /** Record id (UUID) */
          senderId: string;
          senderName: string;
          /** May be empty when the message carries a file */
          body: string;
          /** The file the message carries; members download it */
          file: {
            /** The name the file was sent with */
            fileName: string;
            /** The type found in its content */
            contentType: string;
            /** Bytes */
            size: number;
          } | null;
          /** ISO timestamp */
          createdAt: string;
        } | null;
        /** Messages of others after the caller’s last read one */
        unread: number;
        createdAt: string;
      };
    };
  };
  '/workspace/chat/conversations/{id}/files': {
    /** Send a message carrying a file: multipart with one `file` part (PDF, an image, an Office file or text by content, 10 MB at most) and an optional `body` text */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        id: number;
        /** Record id (UUID) */
        conversationId: string;
        /** Record id (UUID) */
        senderId: string;
        senderName: string;
        /** May be empty when the message carries a file */
        body: string;
        /** The file the message carries; members download it */
        file: {
          /** The name the file was sent with */
          fileName: string;
          /** The type found in its content */
          contentType: string;
          /** Bytes */
          size: number;
        } | null;
        /** ISO timestamp */
        createdAt: string;
      };
    };
  };
  '/workspace/chat/conversations/{id}/messages': {
    /** A page of messages, oldest first: the newest, older than `before`, newer than `after`, or containing `q` */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      query?: {
        /** Older than this message (scrolling up) */
        before?: number;
        /** Newer than this message (catching up) */
        after?: number;
        /** Only messages containing this text */
        q?: string;
        limit?: number;
      };
      response: {
        /** Oldest first */
        items: {
          id: number;
          /** Record id (UUID) */
          conversationId: string;
          /** Record id (UUID) */
          senderId: string;
          senderName: string;
          /** May be empty when the message carries a file */
          body: string;
          /** The file the message carries; members download it */
          file: {
            /** The name the file was sent with */
            fileName: string;
            /** The type found in its content */
            contentType: string;
            /** Bytes */
            size: number;
          } | null;
          /** ISO timestamp */
          createdAt: string;
        }[];
        /** More messages in the direction asked (older, or newer with `after`) */
        hasMore: boolean;
      };
    };
    /** Send a message to the conversation */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        body: string;
      };
      response: {
        id: number;
        /** Record id (UUID) */
        conversationId: string;
        /** Record id (UUID) */
        senderId: string;
        senderName: string;
        /** May be empty when the message carries a file */
        body: string;
        /** The file the message carries; members download it */
        file: {
          /** The name the file was sent with */
          fileName: string;
          /** The type found in its content */
          contentType: string;
          /** Bytes */
          size: number;
        } | null;
        /** ISO timestamp */
        createdAt: string;
      };
    };
  };
  '/workspace/chat/conversations/{id}/messages/{messageId}/file': {
    /** The file a message carries, for members of its conversation, as an attachment */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** A message number */
        messageId: number;
      };
      response: unknown;
    };
  };
  '/workspace/chat/conversations/{id}/read': {
    /** Mark the conversation read up to a message (a read receipt for the others) */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** The newest message the caller has seen */
        messageId: number;
      };
      response: unknown;
    };
  };
  '/workspace/chat/unread': {
    /** The latest unread messages across the caller’s conversations (the header’s envelope) */
    get: {
      query?: {
        limit?: number;
      };
      response: {
        /** Newest first */
        items: {
          id: number;
          /** Record id (UUID) */
          conversationId: string;
          /** Record id (UUID) */
          senderId: string;
          senderName: string;
          /** May be empty when the message carries a file */
          body: string;
          /** The file the message carries; members download it */
          file: {
            /** The name the file was sent with */
            fileName: string;
            /** The type found in its content */
            contentType: string;
            /** Bytes */
            size: number;
          } | null;
          /** ISO timestamp */
          createdAt: string;
          conversationTitle: string | null;
        }[];
        unread: number;
      };
    };
  };
  '/workspace/dashboard': {
    /** The caller’s dashboard: the cards of every module they may see, in their order, computed now */
    get: {
      response: {
        /** Today in the company’s time zone */
        asOf: string;
        /** In the user’s order; cards the user may not see are absent */
        cards: {
          /** <module>.<card>, unique across modules */
          id: string;
          module: string;
          /** A translation key with its namespace, e.g. people:cards.headcount */
          titleKey: string;
          /** Whose records the card covers, from the caller’s scope */
          audience: 'company' | 'team' | 'own';
          size: 'small' | 'wide';
          figures: {
            /** A translation key with its namespace, e.g. people:cards.headcount */
            labelKey: string;
            /** Null when there is nothing to compute from (e.g. a rate without head-count) */
            value: number | null;
            unit: 'count' | 'percent' | 'days';
            /** The screen that lists what the number counts */
            href?: string;
            tone: 'neutral' | 'good' | 'warning' | 'danger';
          }[];
          items: {
            id: string;
            /** User data (a name, a document title): shown as text */
            title: string;
            /** Translated with detailValues */
            detailKey?: string;
            detailValues?: Record<string, string | number>;
            /** Calendar date, YYYY-MM-DD */
            date?: string;
            /** The screen that lists what the number counts */
            href?: string;
          }[];
          /** Shown when there are no items and no figures */
          emptyKey?: string;
          /** Hidden by the user; still listed so it can be shown again */
          hidden: boolean;
        }[];
        /** The layout’s version (0 before the user changed it) */
        version: number;
      };
    };
  };
  '/workspace/dashboard/layout': {
    /** Keep the caller’s card order and hidden cards (with the version read); answers the dashboard */
    put: {
      body: {
        /** Card ids in the order to show them; unknown ids are ignored */
        order: string[];
        hidden: string[];
        /** The version you read (0 before the first change) */
        version: number;
      };
      response: {
        /** Today in the company’s time zone */
        asOf: string;
        /** In the user’s order; cards the user may not see are absent */
        cards: {
          /** <module>.<card>, unique across modules */
          id: string;
          module: string;
          /** A translation key with its namespace, e.g. people:cards.headcount */
          titleKey: string;
          /** Whose records the card covers, from the caller’s scope */
          audience: 'company' | 'team' | 'own';
          size: 'small' | 'wide';
          figures: {
            /** A translation key with its namespace, e.g. people:cards.headcount */
            labelKey: string;
            /** Null when there is nothing to compute from (e.g. a rate without head-count) */
            value: number | null;
            unit: 'count' | 'percent' | 'days';
            /** The screen that lists what the number counts */
            href?: string;
            tone: 'neutral' | 'good' | 'warning' | 'danger';
          }[];
          items: {
            id: string;
            /** User data (a name, a document title): shown as text */
            title: string;
            /** Translated with detailValues */
            detailKey?: string;
            detailValues?: Record<string, string | number>;
            /** Calendar date, YYYY-MM-DD */
            date?: string;
            /** The screen that lists what the number counts */
            href?: string;
          }[];
          /** Shown when there are no items and no figures */
          emptyKey?: string;
          /** Hidden by the user; still listed so it can be shown again */
          hidden: boolean;
        }[];
        /** The layout’s version (0 before the user changed it) */
        version: number;
      };
    };
  };
  '/workspace/mailbox': {
    /** The caller’s messages of one folder, newest first, with unread counts */
    get: {
      query?: {
        folder?: 'inbox' | 'sent' | 'drafts' | 'starred' | 'trash';
        /** Subject, body contains (any case) */
        q?: string;
        limit?: number;
        offset?: number;
      };
      response: {
        /** Newest first */
        items: {
          /** Record id (UUID) */
          id: string;
          /** Where the caller holds it */
          box: 'inbox' | 'sent' | 'draft';
          /** Null for a copy of a system email */
          from: {
            /** Record id (UUID) */
            userId: string;
            /** The member’s employee name, or their account name */
            name: string;
            /** Their employee record in the directory, if any */
            employeeId: string | null;
          } | null;
          to: {
            /** Record id (UUID) */
            userId: string;
            /** The member’s employee name, or their account name */
            name: string;
            /** Their employee record in the directory, if any */
            employeeId: string | null;
          }[];
          /** A copy of an email the system sent the caller */
          system: boolean;
          subject: string;
          /** The start of the body */
          preview: string;
          /** ISO timestamp: sent, received or last saved */
          at: string;
          read: boolean;
          starred: boolean;
          trashed: boolean;
          /** How many files the message carries */
          attachmentCount: number;
        }[];
        /** Matches in the folder */
        total: number;
        counts: {
          inboxUnread: number;
          starredUnread: number;
          drafts: number;
          trash: number;
        };
      };
    };
    /** Write a message to members of the company: sent at once, or kept as a draft; a forward carries its original’s files */
    post: {
      body: {
        /** Employee ids from the directory */
        to: string[];
        /** The subject; may be empty on a draft */
        subject: string;
        /** Plain text, never rendered as HTML */
        body: string;
        /** true: send now; false: keep as a draft */
        send: boolean;
        /** The caller’s copy (entry id) of a message to forward: its files come along */
        forwardOf?: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Where the caller holds it */
        box: 'inbox' | 'sent' | 'draft';
        /** Null for a copy of a system email */
        from: {
          /** Record id (UUID) */
          userId: string;
          /** The member’s employee name, or their account name */
          name: string;
          /** Their employee record in the directory, if any */
          employeeId: string | null;
        } | null;
        to: {
          /** Record id (UUID) */
          userId: string;
          /** The member’s employee name, or their account name */
          name: string;
          /** Their employee record in the directory, if any */
          employeeId: string | null;
        }[];
        /** A copy of an email the system sent the caller */
        system: boolean;
        subject: string;
        /** The start of the body */
        preview: string;
        /** ISO timestamp: sent, received or last saved */
        at: string;
        read: boolean;
        starred: boolean;
        trashed: boolean;
        /** How many files the message carries */
        attachmentCount: number;
        body: string;
        /** The message’s files, oldest first, then by name */
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The name the file was uploaded with */
          fileName: string;
          /** The type found in its content */
          contentType: string;
          /** Bytes */
          size: number;
        }[];
      };
    };
  };
  '/workspace/mailbox/{id}': {
    /** Save a draft again, or send it */
    put: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** Employee ids from the directory */
        to: string[];
        /** The subject; may be empty on a draft */
        subject: string;
        /** Plain text, never rendered as HTML */
        body: string;
        /** true: send now; false: keep as a draft */
        send: boolean;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Where the caller holds it */
        box: 'inbox' | 'sent' | 'draft';
        /** Null for a copy of a system email */
        from: {
          /** Record id (UUID) */
          userId: string;
          /** The member’s employee name, or their account name */
          name: string;
          /** Their employee record in the directory, if any */
          employeeId: string | null;
        } | null;
        to: {
          /** Record id (UUID) */
          userId: string;
          /** The member’s employee name, or their account name */
          name: string;
          /** Their employee record in the directory, if any */
          employeeId: string | null;
        }[];
        /** A copy of an email the system sent the caller */
        system: boolean;
        subject: string;
        /** The start of the body */
        preview: string;
        /** ISO timestamp: sent, received or last saved */
        at: string;
        read: boolean;
        starred: boolean;
        trashed: boolean;
        /** How many files the message carries */
        attachmentCount: number;
        body: string;
        /** The message’s files, oldest first, then by name */
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The name the file was uploaded with */
          fileName: string;
          /** The type found in its content */
          contentType: string;
          /** Bytes */
          size: number;
        }[];
      };
    };
    /** Open the caller’s copy (read: true answers it with its body), star it, or move it to or from the trash */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        read?: boolean;
        starred?: boolean;
        trashed?: boolean;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** Where the caller holds it */
        box: 'inbox' | 'sent' | 'draft';
        /** Null for a copy of a system email */
        from: {
          /** Record id (UUID) */
          userId: string;
          /** The member’s employee name, or their account name */
          name: string;
          /** Their employee record in the directory, if any */
          employeeId: string | null;
        } | null;
        to: {
          /** Record id (UUID) */
          userId: string;
          /** The member’s employee name, or their account name */
          name: string;
          /** Their employee record in the directory, if any */
          employeeId: string | null;
        }[];
        /** A copy of an email the system sent the caller */
        system: boolean;
        subject: string;
        /** The start of the body */
        preview: string;
        /** ISO timestamp: sent, received or last saved */
        at: string;
        read: boolean;
        starred: boolean;
        trashed: boolean;
        /** How many files the message carries */
        attachmentCount: number;
        body: string;
        /** The message’s files, oldest first, then by name */
        attachments: {
          /** Record id (UUID) */
          id: string;
          /** The name the file was uploaded with */
          fileName: string;
          /** The type found in its content */
          contentType: string;
          /** Bytes */
          size: number;
        }[];
      };
    };
    /** Delete for good the caller’s copy in the trash */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/workspace/mailbox/{id}/attachments': {
    /** Add a file to the caller’s draft: multipart with one `file` part; PDF, an image, an Office file or text by content, 10 MB and 10 files at most */
    post: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** The name the file was uploaded with */
        fileName: string;
        /** The type found in its content */
        contentType: string;
        /** Bytes */
        size: number;
      };
    };
  };
  '/workspace/mailbox/{id}/attachments/{attachmentId}': {
    /** A file of a message the caller holds (its sender or a recipient), as an attachment */
    get: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        attachmentId: string;
      };
      response: unknown;
    };
    /** Remove a file from the caller’s draft */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
        /** Record id (UUID) */
        attachmentId: string;
      };
      response: unknown;
    };
  };
  '/workspace/notifications': {
    /** The caller’s latest notifications, newest first, and how many are unread */
    get: {
      query?: {
        limit?: number;
      };
      response: {
        /** Newest first */
        items: {
          /** Record id (UUID) */
          id: string;
          /** <module>.<kind> */
          kind: string;
          /** Translation key with its namespace */
          textKey: string;
          textValues: Record<string, string | number>;
          /** The screen it is about */
          href: string | null;
          /** ISO timestamp */
          createdAt: string;
          read: boolean;
        }[];
        /** Unread notifications in all */
        unread: number;
      };
    };
  };
  '/workspace/notifications/preferences': {
    /** Every notification kind the modules declare, with the channels the caller gets it on */
    get: {
      response: {
        /** Every declared kind, by module */
        items: {
          /** <module>.<kind> */
          kind: string;
          /** The module that declares the kind */
          module: string;
          /** Translation key of what the kind is about */
          labelKey: string;
          /** The declaration’s choice, used until the user chooses */
          defaultChannels: ('in_app' | 'email')[];
          /** The channels in use now */
          channels: ('in_app' | 'email')[];
          /** Whether the user chose (false: the default applies) */
          chosen: boolean;
        }[];
      };
    };
    /** Choose the channels of some notification kinds (in app, email, both or none); answers every kind */
    put: {
      body: {
        preferences: {
          kind: string;
          /** Empty: none */
          channels: ('in_app' | 'email')[];
        }[];
      };
      response: {
        /** Every declared kind, by module */
        items: {
          /** <module>.<kind> */
          kind: string;
          /** The module that declares the kind */
          module: string;
          /** Translation key of what the kind is about */
          labelKey: string;
          /** The declaration’s choice, used until the user chooses */
          defaultChannels: ('in_app' | 'email')[];
          /** The channels in use now */
          channels: ('in_app' | 'email')[];
          /** Whether the user chose (false: the default applies) */
          chosen: boolean;
        }[];
      };
    };
  };
  '/workspace/notifications/read': {
    /** Mark every notification of the caller read */
    post: {
      response: unknown;
    };
  };
  '/workspace/notifications/{id}': {
    /** Dismiss one notification */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
  '/workspace/todos': {
    /** The caller’s items of one view (open, done, trash) in their order, with counts and tags */
    get: {
      query?: {
        /** open (not done), done, or trash */
        view?: 'open' | 'done' | 'trash';
        /** Title, notes or tag contains (any case) */
        q?: string;
        tag?: string;
      };
      response: {
        /** In the user’s order */
        items: {
          /** Record id (UUID) */
          id: string;
          /** What to do */
          title: string;
          /** Plain text, or null */
          notes: string | null;
          /** Calendar date, YYYY-MM-DD */
          dueDate: string | null;
          priority: 'low' | 'medium' | 'high';
          /** One free word to group items, or null */
          tag: string | null;
          done: boolean;
          /** In the trash: restorable, or deleted for good from there */
          trashed: boolean;
          /** Not done and due before the company’s today (derived, never stored) */
          overdue: boolean;
          /** Row version for optimistic concurrency; send back the one you read */
          version: number;
        }[];
        counts: {
          open: number;
          done: number;
          trash: number;
          overdue: number;
        };
        /** Tags in use, for the filter */
        tags: string[];
      };
    };
    /** Add an item at the end of the list */
    post: {
      body: {
        /** What to do */
        title: string;
        /** Plain text, or null */
        notes?: string | null;
        /** Calendar date, YYYY-MM-DD */
        dueDate?: string | null;
        priority?: 'low' | 'medium' | 'high';
        /** One free word to group items, or null */
        tag?: string | null;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** What to do */
        title: string;
        /** Plain text, or null */
        notes: string | null;
        /** Calendar date, YYYY-MM-DD */
        dueDate: string | null;
        priority: 'low' | 'medium' | 'high';
        /** One free word to group items, or null */
        tag: string | null;
        done: boolean;
        /** In the trash: restorable, or deleted for good from there */
        trashed: boolean;
        /** Not done and due before the company’s today (derived, never stored) */
        overdue: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
  };
  '/workspace/todos/order': {
    /** Put the caller’s items in a new order */
    put: {
      body: {
        /** Items of one view, in the new order */
        ids: string[];
      };
      response: unknown;
    };
  };
  '/workspace/todos/{id}': {
    /** Change an item, tick it done, or move it to or from the trash (with its version) */
    patch: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      body: {
        /** What to do */
        title?: string;
        /** Plain text, or null */
        notes?: string | null;
        /** Calendar date, YYYY-MM-DD */
        dueDate?: string | null;
        priority?: 'low' | 'medium' | 'high';
        /** One free word to group items, or null */
        tag?: string | null;
        done?: boolean;
        trashed?: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
      response: {
        /** Record id (UUID) */
        id: string;
        /** What to do */
        title: string;
        /** Plain text, or null */
        notes: string | null;
        /** Calendar date, YYYY-MM-DD */
        dueDate: string | null;
        priority: 'low' | 'medium' | 'high';
        /** One free word to group items, or null */
        tag: string | null;
        done: boolean;
        /** In the trash: restorable, or deleted for good from there */
        trashed: boolean;
        /** Not done and due before the company’s today (derived, never stored) */
        overdue: boolean;
        /** Row version for optimistic concurrency; send back the one you read */
        version: number;
      };
    };
    /** Delete for good an item in the trash */
    delete: {
      path: {
        /** Record id (UUID) */
        id: string;
      };
      response: unknown;
    };
  };
};
