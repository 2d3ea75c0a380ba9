// Generated from the API document by `npm run api:types` (apps/server/scripts/api-types.ts): do not edit.
// The routes' zod schemas are the source; `npm run lint` fails when this file is out of date.

export interface paths {
    "/sandbox/onboarding/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox hosted onboarding page (stands in for a Stripe account link; single use, 10 minutes) */
        get: {
            parameters: {
                query?: {
                    /** @description The single-use link token of the page */
                    link?: string;
                };
                header?: never;
                path: {
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The onboarding form */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description To the Payout screen for a new link, when this one was used already */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The link returns somewhere other than Cordée (a page), or the request could not be read (JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description The single-use link is missing, used, expired or not for this object */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such account, session or subscription in the sandbox */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Sandbox onboarding form: with the page’s link (used up), enables the account, emits account.updated, redirects to the return URL */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @description The single-use link token of the page */
                        link?: string;
                    };
                };
            };
            responses: {
                /** @description Back to the Payout screen, the account enabled */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The link returns somewhere other than Cordée (a page), or the request could not be read (JSON) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description The single-use link is missing, used, expired or not for this object */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such account, session or subscription in the sandbox */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/dashboard/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox account dashboard (stands in for the Stripe Express dashboard; with its login link) */
        get: {
            parameters: {
                query?: {
                    /** @description The single-use link token of the page */
                    link?: string;
                };
                header?: never;
                path: {
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account dashboard */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description The single-use link is missing, used, expired or not for this object */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such account, session or subscription in the sandbox */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/checkout/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox hosted checkout page (stands in for Stripe Checkout) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout page, or "Already paid" with a link on */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such account, session or subscription in the sandbox */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description The checkout session has expired; nothing was charged */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/dashboard/{accountId}/test-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox only: with the dashboard’s link (used up), a paid test checkout to the account (whole dollars, 1 to 10,000), then back to its dashboard */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @description The single-use link token of the page */
                        link?: string;
                        amount: number;
                    };
                };
            };
            responses: {
                /** @description Back to the dashboard, with a new link */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The single-use link is missing, used, expired or not for this object */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such account, session or subscription in the sandbox */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/subscription/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox subscription test page: its period and price, and buttons to end the period now */
        get: {
            parameters: {
                query?: {
                    /** @description The single-use link token of the page */
                    link?: string;
                };
                header?: never;
                path: {
                    subscriptionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription test page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description The single-use link is missing, used, expired or not for this object */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such account, session or subscription in the sandbox */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/subscription/{subscriptionId}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox only: with the page’s link (used up), ends the period now with the renewal paid or declined, then back to the page */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    subscriptionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @description The single-use link token of the page */
                        link?: string;
                        /** @enum {string} */
                        outcome: "paid" | "failed";
                    };
                };
            };
            responses: {
                /** @description Back to the subscription page, with a new link */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The single-use link is missing, used, expired or not for this object */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such account, session or subscription in the sandbox */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/checkout/{sessionId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox checkout Pay: marks the session paid, credits the guide, emits events, redirects */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the success URL of the checkout */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such account, session or subscription in the sandbox */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description The checkout session has expired; nothing was charged */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/checkout/{sessionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox checkout Cancel: redirects to the cancel URL (the session stays open until it expires) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the cancel URL of the checkout */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such account, session or subscription in the sandbox */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers within 2 s (its load does not count) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deployment settings the web app reads at start */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            google_sign_in: boolean;
                            marketing: {
                                site: string;
                                about: string;
                                blog: string;
                                faq: string;
                                merchandise: string;
                                community: string;
                            };
                            banner_url: string;
                            support_email: string;
                            /** @enum {string} */
                            payment_provider: "sandbox" | "stripe";
                            scheduling_url: string | null;
                            map_tile_url: string;
                            map_attribution: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register-climber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a climber account and sign it in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        phone_number: string;
                        password: string;
                        password_confirmation: string;
                        /** @default true */
                        newsletter?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                            user: {
                                id: number;
                                /** @enum {string} */
                                role: "super_admin" | "admin" | "guide" | "climber";
                                email: string;
                                name: string;
                                phone_number: string | null;
                                profile_picture: string | null;
                                color: string;
                                dob: string | null;
                                gender: string | null;
                                otherGender: string | null;
                                skills: string[];
                                activities: {
                                    name: string;
                                    level: number;
                                }[];
                                type_yours: string | null;
                                bio: string | null;
                                new_skills: string[];
                                newsletter: boolean;
                                email_verified: boolean;
                                signed_up: boolean;
                                is_approved: boolean;
                                company_email: string | null;
                                is_company: boolean;
                                guides_link: string | null;
                                stripe_account_id: string | null;
                                details_submitted: boolean;
                                payouts_enabled: boolean;
                                charges_enabled: boolean;
                                created_at: string;
                                super_admin: boolean;
                                admin: boolean;
                                guide: boolean;
                                climber: boolean;
                                is_super: boolean;
                                is_admin: boolean;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange email and password for a session token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                            user: {
                                id: number;
                                /** @enum {string} */
                                role: "super_admin" | "admin" | "guide" | "climber";
                                email: string;
                                name: string;
                                phone_number: string | null;
                                profile_picture: string | null;
                                color: string;
                                dob: string | null;
                                gender: string | null;
                                otherGender: string | null;
                                skills: string[];
                                activities: {
                                    name: string;
                                    level: number;
                                }[];
                                type_yours: string | null;
                                bio: string | null;
                                new_skills: string[];
                                newsletter: boolean;
                                email_verified: boolean;
                                signed_up: boolean;
                                is_approved: boolean;
                                company_email: string | null;
                                is_company: boolean;
                                guides_link: string | null;
                                stripe_account_id: string | null;
                                details_submitted: boolean;
                                payouts_enabled: boolean;
                                charges_enabled: boolean;
                                created_at: string;
                                super_admin: boolean;
                                admin: boolean;
                                guide: boolean;
                                climber: boolean;
                                is_super: boolean;
                                is_admin: boolean;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke the current session token */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's password; other sessions are revoked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        current_password: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link (same answer whether or not the email has an account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the emailed link; every session of the user ends */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-account-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email address with the emailed link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "success";
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resend-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new verification link to the signed-in user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new verification link to an unverified account (same answer for every email) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and the role-shaped data the dashboard starts from */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: number;
                                /** @enum {string} */
                                role: "super_admin" | "admin" | "guide" | "climber";
                                email: string;
                                name: string;
                                phone_number: string | null;
                                profile_picture: string | null;
                                color: string;
                                dob: string | null;
                                gender: string | null;
                                otherGender: string | null;
                                skills: string[];
                                activities: {
                                    name: string;
                                    level: number;
                                }[];
                                type_yours: string | null;
                                bio: string | null;
                                new_skills: string[];
                                newsletter: boolean;
                                email_verified: boolean;
                                signed_up: boolean;
                                is_approved: boolean;
                                company_email: string | null;
                                is_company: boolean;
                                guides_link: string | null;
                                stripe_account_id: string | null;
                                details_submitted: boolean;
                                payouts_enabled: boolean;
                                charges_enabled: boolean;
                                created_at: string;
                                super_admin: boolean;
                                admin: boolean;
                                guide: boolean;
                                climber: boolean;
                                is_super: boolean;
                                is_admin: boolean;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                                userPlan?: string;
                            };
                            notifications: {
                                id: number;
                                type: string;
                                subject: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                read_at: string | null;
                                created_at: string;
                            }[];
                            guides: {
                                id: number;
                                name: string;
                                email: string;
                                role: string;
                                profile_picture: string | null;
                                color: string;
                                is_approved: boolean;
                                created_at: string;
                            }[];
                            climbers: {
                                id: number;
                                name: string;
                                email: string;
                                role: string;
                                profile_picture: string | null;
                                color: string;
                                is_approved: boolean;
                                created_at: string;
                            }[];
                            events: unknown[];
                            bookings: {
                                id: number;
                                event_id: number | null;
                                occurrence_id: number | null;
                                event_name: string;
                                /** @enum {string} */
                                event_type: "public" | "private";
                                /** @enum {string} */
                                status: "requested" | "accepted" | "paid" | "declined" | "expired" | "cancelled";
                                accepted: boolean;
                                paid: boolean;
                                guide_delete: boolean;
                                start_date: string;
                                end_date: string;
                                date_selected: string;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                duration: string;
                                address: string;
                                province: string | null;
                                color_class: string;
                                quantity: number;
                                limit_count: number;
                                price: number;
                                total_price: number;
                                quote: {
                                    lines: {
                                        /** @enum {string} */
                                        kind: "trip" | "addon" | "donation";
                                        id?: string;
                                        label: string;
                                        unit_amount: number;
                                        quantity: number;
                                        amount: number;
                                    }[];
                                    taxable_subtotal: number;
                                    subtotal: number;
                                    taxes: {
                                        /** @enum {string} */
                                        code: "GST" | "HST" | "QST";
                                        rate: number;
                                        amount: number;
                                    }[];
                                    total: number;
                                    platform_fee: number;
                                    guide_net: number;
                                    group_size: number;
                                    /** @enum {string} */
                                    day_option: "full" | "half";
                                    price_per_person: number;
                                };
                                addons: {
                                    id: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id: string;
                                    donations_title: string;
                                    donations_price: number;
                                }[];
                                attendees: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    dob: string;
                                }[];
                                relist: boolean | null;
                                receipt_no: string | null;
                                refunded_amount: number;
                                cancellation_policy: {
                                    version: string;
                                    tiers: {
                                        min_days_before: number;
                                        refund_percent: number;
                                    }[];
                                };
                                /** @enum {string|null} */
                                cancelled_by: "climber" | "guide" | "system" | null;
                                climber: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                expires_at: string | null;
                                created_at: string;
                                accepted_at: string | null;
                                paid_at: string | null;
                                cancelled_at: string | null;
                                actions: ("request" | "accept" | "decline" | "expire_request" | "pay" | "expire_payment" | "cancel_by_climber" | "cancel_by_guide")[];
                            }[];
                            admins: {
                                id: number;
                                name: string;
                                email: string;
                                role: string;
                                profile_picture: string | null;
                                color: string;
                                is_approved: boolean;
                                created_at: string;
                            }[];
                            payouts: unknown[];
                            balance: unknown[];
                            account: {
                                [key: string]: unknown;
                            };
                            messages: {
                                sender: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string;
                                    role: string;
                                };
                                message: {
                                    id: number;
                                    preview: string;
                                    updated_at: string;
                                };
                                unread: number;
                            }[];
                            dairies: {
                                id: number;
                                dairy_title: string;
                                dairy_description: string;
                                dairy_date: string;
                                created_at: string;
                                updated_at: string;
                                dairy_gallery: {
                                    /** @enum {string} */
                                    type: "image" | "video";
                                    url: string;
                                    thumbnail: string;
                                }[];
                                dairy_thumbnail: string | null;
                                is_shared: boolean;
                                share_url: string;
                                author: {
                                    name: string;
                                    username: string;
                                };
                            }[];
                            plans: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number;
                                plan_yearly_price: number;
                                features: string[];
                                created_at: string;
                                updated_at: string;
                            }[];
                            trainings: unknown[];
                            subscription: {
                                is_active: boolean;
                                plan_id: number | "free";
                                plan_name: string;
                                /** @enum {string|null} */
                                interval: "month" | "year" | null;
                                current_period_end: string | null;
                                cancel_at_period_end: boolean;
                                status: string;
                            };
                            stats: {
                                key: string;
                                value: number;
                                /** @enum {string} */
                                kind: "count" | "money";
                            }[];
                            realtime_cursor: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Home dashboard of the signed-in user: stat cards with trends, events, the Today panel */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stats: {
                                key: string;
                                value: number;
                                /** @enum {string} */
                                kind: "count" | "money";
                                /** @enum {string} */
                                period: "all_time" | "last_7_days";
                                change_percent: number | null;
                            }[];
                            events: {
                                /** @enum {string} */
                                kind: "confirmed" | "top" | "none";
                                items: {
                                    event_id: number;
                                    occurrence_id: number | null;
                                    event_name: string;
                                    starts_on: string;
                                    ends_on: string;
                                    address: string;
                                    province: string | null;
                                    color: string;
                                    picture: string | null;
                                    booked: number;
                                }[];
                            };
                            today: {
                                events: {
                                    event_id: number;
                                    occurrence_id: number | null;
                                    event_name: string;
                                    starts_on: string;
                                    ends_on: string;
                                    address: string;
                                    province: string | null;
                                    color: string;
                                    picture: string | null;
                                    booked: number;
                                }[];
                                has_more: boolean;
                                people: {
                                    /** @enum {string} */
                                    kind: "guides" | "climbers";
                                    shown: {
                                        id: number;
                                        name: string;
                                        profile_picture: string | null;
                                        color: string;
                                    }[];
                                    total: number;
                                } | null;
                                week: {
                                    from: string;
                                    to: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the user's notifications, newest first, with the unread count
         * @description `unread=1` lists the unread ones only; `unread=0` or none lists them all.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    unread?: "0" | "1";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                type: string;
                                subject: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                read_at: string | null;
                                created_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks every notification of the user read; answers the new unread count */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one of the user's notifications read (404 for anyone else's); answers the unread count */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/send-chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a text message; answers the sender’s first page of conversations and the message
         * @description Allowed to a climber and a guide who share a live booking (requested, accepted or paid), to staff (super admin, admin with the Chats flag) with anyone, to anybody answering a conversation the other side started, and to a climber asking a guide about one of their courses still to come (`event_id`; at most 10 new conversations a day). 403 `chat_not_allowed`, `chat_blocked`, `chat_blocked_by_you` or `recipient_unavailable`; 404 for an unknown or deleted recipient; 429 beyond 30 messages a minute.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        recipient_id: number;
                        event_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                sender: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string;
                                    role: string;
                                };
                                message: {
                                    id: number;
                                    preview: string;
                                    updated_at: string;
                                };
                                unread: number;
                            }[];
                            message: {
                                id: number;
                                user_id: number;
                                message: string;
                                created_at: string;
                                read_at: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fetch-this-chat/{recipient_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s conversation with the recipient, a page of messages; marks them read
         * @description The newest CHAT_PAGE_SIZE messages, or those before `before` (a message id), oldest first. The recipient’s messages to the caller become read, with their "new message" notification. A conversation not yet started opens only when the caller may start it (403 `chat_not_allowed`); `event_id` names the course a climber opened it from ("Message the guide"), which lets them start it.
         */
        get: {
            parameters: {
                query?: {
                    before?: number;
                    event_id?: number;
                };
                header?: never;
                path: {
                    recipient_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            chats: {
                                id: number;
                                user_id: number;
                                message: string;
                                created_at: string;
                                read_at: string | null;
                            }[];
                            recipient: {
                                id: number;
                                name: string;
                                email: string | null;
                                phone_number: string | null;
                                role: string;
                                profile_picture: string | null;
                                color: string;
                            };
                            has_older: boolean;
                            can_send: boolean;
                            blocked_by_me: boolean;
                            blocked_by_them: boolean;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s conversations, newest first, a page at a time
         * @description `search` matches the counterpart’s name and the last message, ignoring case, accents and punctuation. The `guides` and `climbers` tabs are for staff only (403 otherwise).
         */
        get: {
            parameters: {
                query?: {
                    tab?: "recent" | "guides" | "climbers";
                    search?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                sender: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string;
                                    role: string;
                                };
                                message: {
                                    id: number;
                                    preview: string;
                                    updated_at: string;
                                };
                                unread: number;
                            }[];
                            page: number;
                            has_more: boolean;
                            unread_total: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{recipient_id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blocks the conversation: no message either way until the caller unblocks it
         * @description Staff cannot be blocked (403 `cannot_block_staff`). Only a conversation the caller has or could start can be blocked (403 `chat_not_allowed`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    recipient_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked_by_me: boolean;
                            blocked_by_them: boolean;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        /** Unblocks the conversation (the other side’s block, if any, stays) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    recipient_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked_by_me: boolean;
                            blocked_by_them: boolean;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's live events (Server-Sent Events)
         * @description A text/event-stream: `message` events (id = the event's position in commit order, data = a RealtimeEvent), `resync` when events may have been missed, `ready` with the cursor after the replay, `closed` before the server ends it. Send the newest id seen as Last-Event-ID to get what was missed since: an event committed later always has a greater id.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    "last-event-id"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The live stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List sub admins (paginated, searchable by name or email) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                email: string;
                                image: string | null;
                                color: string;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                                created_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a sub admin with a password and permission flags */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                        permissions?: ("guides" | "climbers" | "events" | "statistics" | "plans" | "trainings" | "training_pages" | "chats_admin")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            admin: {
                                id: number;
                                name: string;
                                email: string;
                                image: string | null;
                                color: string;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a sub admin's name and email */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            admin: {
                                id: number;
                                name: string;
                                email: string;
                                image: string | null;
                                color: string;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a sub admin's password (signs them out everywhere) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            admin: {
                                id: number;
                                name: string;
                                email: string;
                                image: string | null;
                                color: string;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/{id}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switch a sub admin's permission flags (effective immediately) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        permissions: ("guides" | "climbers" | "events" | "statistics" | "plans" | "trainings" | "training_pages" | "chats_admin")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            admin: {
                                id: number;
                                name: string;
                                email: string;
                                image: string | null;
                                color: string;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an admin (super admin), a guide or a climber (super admin or admin with the flag) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            id: number;
                            /** @enum {string} */
                            type: "admin" | "guide" | "climber";
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff actions, newest first (super admin): filter by action, target, UTC days, name or email */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    action?: "guide.approved" | "guide.declined" | "user.deleted" | "admin.created" | "admin.updated" | "admin.password_reset" | "admin.permissions_changed" | "event.deleted" | "booking.refunded" | "account.password_changed" | "plan.created" | "plan.updated" | "plan.deleted" | "training.created" | "training.updated" | "training.deleted" | "training_program.created" | "training_program.updated" | "training_program.deleted";
                    target_type?: "user" | "event" | "booking" | "plan" | "training" | "training_program";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                action: "guide.approved" | "guide.declined" | "user.deleted" | "admin.created" | "admin.updated" | "admin.password_reset" | "admin.permissions_changed" | "event.deleted" | "booking.refunded" | "account.password_changed" | "plan.created" | "plan.updated" | "plan.deleted" | "training.created" | "training.updated" | "training.deleted" | "training_program.created" | "training_program.updated" | "training_program.deleted";
                                actor: {
                                    id: number | null;
                                    name: string;
                                    email: string;
                                    role: string;
                                } | null;
                                /** @enum {string} */
                                target_type: "user" | "event" | "booking" | "plan" | "training" | "training_program";
                                target_id: number;
                                target_label: string;
                                ip: string | null;
                                user_agent: string | null;
                                details: {
                                    [key: string]: unknown;
                                };
                                created_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/temp-image-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a PNG or JPEG image (re-encoded, metadata stripped, 320-px thumbnail)
         * @description Body: multipart/form-data with exactly one file part (any field name) and no other fields. Open to visitors (the guide application uploads before sign-in); a bearer token, when valid, records the uploader. The file is temporary until a saved record references it; unreferenced files are deleted after 24 hours. A record may only reference files its own user uploaded (the guide application: files uploaded before sign-in). 503 with Retry-After when too many uploads are being processed at once. A slow upload may take its time; one that sends nothing for UPLOAD_IDLE_TIMEOUT_MS (30 s) is answered 408.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            url: string;
                            thumbnail_url: string | null;
                            name: string;
                            size: number;
                            type: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/temp-pdf-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a PDF document (checked by magic bytes; scripts and launch actions refused)
         * @description Body: multipart/form-data with exactly one file part (any field name) and no other fields. Open to visitors (the guide application uploads before sign-in); a bearer token, when valid, records the uploader. The file is temporary until a saved record references it; unreferenced files are deleted after 24 hours. A record may only reference files its own user uploaded (the guide application: files uploaded before sign-in). 503 with Retry-After when too many uploads are being processed at once. A slow upload may take its time; one that sends nothing for UPLOAD_IDLE_TIMEOUT_MS (30 s) is answered 408.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            url: string;
                            thumbnail_url: string | null;
                            name: string;
                            size: number;
                            type: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/temp-video-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a training video (MP4 or WebM, checked by its bytes; private, served by signed urls)
         * @description Body: multipart/form-data with exactly one file part and no other fields. Super admin and admins holding the Videos flag. Streamed to a temporary file (413 as soon as the size limit is passed); the answer `url` is a short-lived signed media url, `key` is what a training stores. The file is temporary until a saved training references it; unreferenced files are deleted after 24 hours.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            url: string;
                            thumbnail_url: string | null;
                            name: string;
                            size: number;
                            type: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trainings, newest first (search on the title, filter by plan)
         * @description Each training carries `userCanPlay` for the caller. For a training the caller cannot play, gallery items carry only `type` and `thumbnail` (no media url or key); the description stays, as the teaser. Uploaded videos are answered as short-lived signed `/api/media/{key}` urls.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    plan_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                training_title: string;
                                training_description: string;
                                training_gallery: {
                                    /** @enum {string} */
                                    type: "video" | "image";
                                    url?: string;
                                    key?: string;
                                    thumbnail: string | null;
                                }[];
                                plans: number[];
                                required_plans: {
                                    id: number;
                                    plan_name: string;
                                    plan_monthly_price: number;
                                }[];
                                userCanPlay: boolean;
                                userPlanName: string;
                                created_at: string;
                                updated_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a training (super admin, admins holding the Videos flag) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        training_title: string;
                        /** @default  */
                        training_description?: string;
                        /** @default [] */
                        training_gallery?: {
                            /**
                             * @default video
                             * @enum {string}
                             */
                            type?: "video" | "image";
                            url?: string | null;
                            key?: string | null;
                            thumbnail?: string | null;
                        }[];
                        /** @default [] */
                        plans?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            training: {
                                id: number;
                                training_title: string;
                                training_description: string;
                                training_gallery: {
                                    /** @enum {string} */
                                    type: "video" | "image";
                                    url?: string;
                                    key?: string;
                                    thumbnail: string | null;
                                }[];
                                plans: number[];
                                required_plans: {
                                    id: number;
                                    plan_name: string;
                                    plan_monthly_price: number;
                                }[];
                                userCanPlay: boolean;
                                userPlanName: string;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training/plan-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans a training may list (the Trainings form) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One training
         * @description Each training carries `userCanPlay` for the caller. For a training the caller cannot play, gallery items carry only `type` and `thumbnail` (no media url or key); the description stays, as the teaser. Uploaded videos are answered as short-lived signed `/api/media/{key}` urls.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            training_title: string;
                            training_description: string;
                            training_gallery: {
                                /** @enum {string} */
                                type: "video" | "image";
                                url?: string;
                                key?: string;
                                thumbnail: string | null;
                            }[];
                            plans: number[];
                            required_plans: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number;
                            }[];
                            userCanPlay: boolean;
                            userPlanName: string;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        /** Edit a training */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        training_title: string;
                        /** @default  */
                        training_description?: string;
                        /** @default [] */
                        training_gallery?: {
                            /**
                             * @default video
                             * @enum {string}
                             */
                            type?: "video" | "image";
                            url?: string | null;
                            key?: string | null;
                            thumbnail?: string | null;
                        }[];
                        /** @default [] */
                        plans?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            training: {
                                id: number;
                                training_title: string;
                                training_description: string;
                                training_gallery: {
                                    /** @enum {string} */
                                    type: "video" | "image";
                                    url?: string;
                                    key?: string;
                                    thumbnail: string | null;
                                }[];
                                plans: number[];
                                required_plans: {
                                    id: number;
                                    plan_name: string;
                                    plan_monthly_price: number;
                                }[];
                                userCanPlay: boolean;
                                userPlanName: string;
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a training (its files go back to the upload sweep) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start sign-in with Google: redirects the browser to the identity provider
         * @description Opened by browser navigation. 302 to the provider; 404 when sign-in with Google is not configured; when the provider cannot be reached, 302 to `/googleauth?error=unavailable` so the person sees a message, not JSON.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the identity provider, or to the /googleauth landing with an error */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish sign-in with Google: redirects to /googleauth with a session token or an error
         * @description The provider sends the browser here. 302 to `/googleauth?token=…&tokentype=login|signup` on success, or to `/googleauth?error=<reason>`: expired, cancelled, failed, unavailable, unverified, disabled, no_email, guide_pending or staff_password_only (the web app words each one).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Authorization code from the provider (single use) */
                    code?: string;
                    /** @description The state sent with the authorization request */
                    state?: string;
                    /** @description Issuer of the response (RFC 9207) */
                    iss?: string;
                    /** @description Set by the provider when sign-in was refused or cancelled */
                    error?: string;
                    error_description?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the /googleauth landing, with a session token or an error */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register-guide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a guide application (stored unapproved, reviewers notified) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        /** @default false */
                        is_company?: boolean;
                        phone_number: string;
                        /** @default CA */
                        country?: string;
                        /** @default [] */
                        guide_insurance?: {
                            key?: string;
                            url: string;
                        }[];
                        /** @default [] */
                        guide_certificate?: {
                            key?: string;
                            url: string;
                        }[];
                        /** @default [] */
                        guide_license?: {
                            key?: string;
                            url: string;
                        }[];
                        guide_awards?: string[] | string;
                        customer_reviews?: ("" | string) | null;
                        guide_experience: {
                            id?: string | number;
                            /** @enum {string} */
                            name: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                            alias?: string | null;
                            value?: number | null;
                            description?: string | null;
                        }[];
                        referees: {
                            id?: string | number;
                            name: string;
                            email: string;
                            phone: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            data: "success";
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check-guide-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an email is free for a guide application (step 1; the submission checks again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            available: true;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accept-guide/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve a guide application and email the invitation to create the login */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            guide: {
                                id: number;
                                name: string;
                                email: string;
                                role: string;
                                profile_picture: string | null;
                                color: string;
                                is_approved: boolean;
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decline-guide/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Decline (remove) a pending guide application and tell the applicant */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-guide-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set an approved guide's password from the invitation link (then sign in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        email: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-this-guide/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An approved guide's public profile and upcoming events (public; never email or phone) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            guide: {
                                id: number;
                                name: string;
                                profile_picture: string | null;
                                color: string;
                                bio: string | null;
                                guide_experience: {
                                    id: string;
                                    name: string;
                                    alias: string | null;
                                    value: number;
                                    description: string;
                                }[];
                                guide_awards: string[];
                                customer_reviews: string | null;
                                is_approved: boolean;
                            };
                            events: {
                                id: number;
                                guide_id: number;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                };
                                event_name: string;
                                /** @enum {string} */
                                duration_type: "single" | "multi";
                                event_duration: string[];
                                start_date: string;
                                end_date: string;
                                repeat: boolean;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                /** @enum {string} */
                                category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                                alias: string | null;
                                gallery: {
                                    key: string;
                                    url: string;
                                }[];
                                address: string;
                                state: string | null;
                                province: string | null;
                                latitude: number;
                                longitude: number;
                                address_description: string | null;
                                other_location: {
                                    id?: string;
                                    address: string;
                                    lat: number;
                                    lng: number;
                                }[];
                                /** @enum {string} */
                                event_type: "public" | "private";
                                attendance_min: number;
                                attendance_limit: number;
                                price: {
                                    id: number;
                                    price: number;
                                    priceh?: number | null;
                                }[];
                                min_price: number;
                                price_info: string | null;
                                addons: {
                                    id?: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id?: string;
                                    donations_title: string;
                                    donations_price?: number | null;
                                }[];
                                event_description: string;
                                experience_required: ("Beginner" | "Intermediate" | "Advanced")[];
                                /** @enum {string} */
                                terms_type: "upload" | "link";
                                event_terms: {
                                    key: string;
                                    url: string;
                                    name?: string;
                                } | null;
                                terms_link: string | null;
                                guides_link: string | null;
                                climber_gears: string[];
                                guide_gears: string[];
                                itinerary: string;
                                faqs: {
                                    id?: string;
                                    question: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                color: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown";
                                occurrence_count: number;
                                next_occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                                has_bookings: boolean;
                                created_at: string;
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List guides and pending applications, newest first (search on name, email, company email) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    status?: "all" | "verified" | "unverified";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                email: string;
                                phone_number: string | null;
                                /** @enum {string} */
                                role: "guide" | "climber";
                                profile_picture: string | null;
                                color: string;
                                is_approved: boolean;
                                email_verified: boolean;
                                created_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guides/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guide's whole application, pending or approved, with documents and activity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            phone_number: string | null;
                            /** @enum {string} */
                            role: "guide";
                            profile_picture: string | null;
                            color: string;
                            is_approved: boolean;
                            email_verified: boolean;
                            created_at: string;
                            is_company: boolean;
                            company_email: string | null;
                            country: string | null;
                            guides_link: string | null;
                            customer_reviews: string | null;
                            guide_awards: string[];
                            guide_experience: {
                                name: string;
                                alias: string | null;
                                value: number | null;
                                description: string | null;
                            }[];
                            referees: {
                                name: string;
                                email: string;
                                phone: string;
                            }[];
                            documents: {
                                insurance: {
                                    url: string;
                                    name: string;
                                }[];
                                certificate: {
                                    url: string;
                                    name: string;
                                }[];
                                license: {
                                    url: string;
                                    name: string;
                                }[];
                            };
                            payout_account: {
                                connected: boolean;
                                details_submitted: boolean;
                                payouts_enabled: boolean;
                                charges_enabled: boolean;
                            };
                            activity: {
                                events: number;
                                bookings: number;
                                paid_bookings: number;
                                paid_cents: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/climbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List climbers, newest first (search on name or email) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                email: string;
                                phone_number: string | null;
                                /** @enum {string} */
                                role: "guide" | "climber";
                                profile_picture: string | null;
                                color: string;
                                is_approved: boolean;
                                email_verified: boolean;
                                created_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/climbers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A climber's profile, verification status and activity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            phone_number: string | null;
                            /** @enum {string} */
                            role: "climber";
                            profile_picture: string | null;
                            color: string;
                            is_approved: boolean;
                            email_verified: boolean;
                            created_at: string;
                            bio: string | null;
                            skills: string[];
                            new_skills: string[];
                            activity: {
                                events: number;
                                bookings: number;
                                paid_bookings: number;
                                paid_cents: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform figures of the Climbers or Guides tab over a range of UTC days (default: last 30) */
        get: {
            parameters: {
                query?: {
                    state?: "climbers" | "guides";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            state: "climbers" | "guides";
                            from: string;
                            to: string;
                            cards: {
                                /** @enum {string} */
                                key: "total_climbers" | "total_guides" | "pending_guides" | "new_signups" | "bookings" | "paid_bookings" | "gross_cents" | "events";
                                value: number;
                                /** @enum {string} */
                                kind: "count" | "money";
                            }[];
                            signups: {
                                day: string;
                                count: number;
                            }[];
                            bookings: {
                                day: string;
                                count: number;
                            }[];
                            locations: {
                                address: string;
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the climber sign-up wizard's whole record (the caller's own) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dob: string;
                        /** @enum {string} */
                        gender: "male" | "female" | "non-binary" | "other" | "prefer not to say";
                        otherGender?: string | null;
                        tempImage?: string | null;
                        skills?: string[] | string;
                        /** @default [] */
                        activities?: {
                            /** @enum {string} */
                            name: "Mountaineering" | "Ice climbing" | "Dry tooling" | "Rock Climbing";
                            level: number;
                        }[];
                        type_yours?: string | null;
                        bio?: string | null;
                        new_skills?: string[] | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            user: {
                                id: number;
                                /** @enum {string} */
                                role: "super_admin" | "admin" | "guide" | "climber";
                                email: string;
                                name: string;
                                phone_number: string | null;
                                profile_picture: string | null;
                                color: string;
                                dob: string | null;
                                gender: string | null;
                                otherGender: string | null;
                                skills: string[];
                                activities: {
                                    name: string;
                                    level: number;
                                }[];
                                type_yours: string | null;
                                bio: string | null;
                                new_skills: string[];
                                newsletter: boolean;
                                email_verified: boolean;
                                signed_up: boolean;
                                is_approved: boolean;
                                company_email: string | null;
                                is_company: boolean;
                                guides_link: string | null;
                                stripe_account_id: string | null;
                                details_submitted: boolean;
                                payouts_enabled: boolean;
                                charges_enabled: boolean;
                                created_at: string;
                                super_admin: boolean;
                                admin: boolean;
                                guide: boolean;
                                climber: boolean;
                                is_super: boolean;
                                is_admin: boolean;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth-user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit name, email, phone number and avatar (the caller's own); a new email needs current_password */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        phone_number: string;
                        tempImage?: string | null;
                        current_password?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            user: {
                                id: number;
                                /** @enum {string} */
                                role: "super_admin" | "admin" | "guide" | "climber";
                                email: string;
                                name: string;
                                phone_number: string | null;
                                profile_picture: string | null;
                                color: string;
                                dob: string | null;
                                gender: string | null;
                                otherGender: string | null;
                                skills: string[];
                                activities: {
                                    name: string;
                                    level: number;
                                }[];
                                type_yours: string | null;
                                bio: string | null;
                                new_skills: string[];
                                newsletter: boolean;
                                email_verified: boolean;
                                signed_up: boolean;
                                is_approved: boolean;
                                company_email: string | null;
                                is_company: boolean;
                                guides_link: string | null;
                                stripe_account_id: string | null;
                                details_submitted: boolean;
                                payouts_enabled: boolean;
                                charges_enabled: boolean;
                                created_at: string;
                                super_admin: boolean;
                                admin: boolean;
                                guide: boolean;
                                climber: boolean;
                                is_super: boolean;
                                is_admin: boolean;
                                permissions: {
                                    id: string;
                                    name: string;
                                    abbr: string;
                                    status: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mailbox.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Development mailbox, newest first (404 unless the server runs in development) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            to: string;
                            subject: string;
                            text: string;
                            html: string;
                            status: string;
                            created_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get started: create the payout account if missing, answer its onboarding URL
         * @description Idempotent per guide (one connected account, country CA). The spec says "body is a URL to redirect to"; the API answers `{ url }` and the browser is sent there.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finish-onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish setup: a fresh onboarding URL for the existing payout account
         * @description 409 `payout_account_missing` when the guide has no account yet (use POST /api/stripe).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goto-stripe-dashboard/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payout account's dashboard URL (opened in a new tab); owner or super admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The connected account id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-this-stripe/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payout account as the provider reports it; owner or super admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The connected account id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            default_currency: string;
                            details_submitted: boolean;
                            payouts_enabled: boolean;
                            charges_enabled: boolean;
                            capabilities: {
                                card_payments?: string;
                                transfers?: string;
                            };
                            settings: {
                                payouts: {
                                    schedule: {
                                        interval: string | null;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Payout screen: state (setup, finish, active), account, bank accounts, balance, payouts, stats
         * @description Money in integer cents. Stats: gross = paid checkouts to the account in the last 7 days, fee = round(gross × 10%), net = gross − fee; total events and bookings are all time.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            state: "setup" | "finish" | "active";
                            account: {
                                id: string;
                                default_currency: string;
                                details_submitted: boolean;
                                payouts_enabled: boolean;
                                charges_enabled: boolean;
                                capabilities: {
                                    card_payments?: string;
                                    transfers?: string;
                                };
                                settings: {
                                    payouts: {
                                        schedule: {
                                            interval: string | null;
                                        };
                                    };
                                };
                            } | null;
                            external_accounts: {
                                /** @enum {string} */
                                object: "bank_account" | "card";
                                id: string;
                                account_holder_name: string | null;
                                name: string | null;
                                bank_name: string | null;
                                brand: string | null;
                                last4: string;
                                routing_number: string | null;
                                country: string;
                                currency: string;
                                exp_month: number | null;
                                exp_year: number | null;
                                default_for_currency: boolean;
                                status: string;
                            }[];
                            balance: {
                                available: {
                                    amount: number;
                                    currency: string;
                                }[];
                                pending: {
                                    amount: number;
                                    currency: string;
                                }[];
                            };
                            payouts: {
                                id: string;
                                amount: number;
                                currency: string;
                                description: string | null;
                                created: number;
                                arrival_date: number | null;
                                status: string;
                            }[];
                            stats: {
                                period_days: number;
                                currency: string;
                                gross: number;
                                fee: number;
                                net: number;
                                total_events: number;
                                total_bookings: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/bank-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a Canadian bank account for payouts (the first becomes the default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account_holder_name: string;
                        transit_number: string;
                        institution_number: string;
                        account_number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            external_account: {
                                /** @enum {string} */
                                object: "bank_account" | "card";
                                id: string;
                                account_holder_name: string | null;
                                name: string | null;
                                bank_name: string | null;
                                brand: string | null;
                                last4: string;
                                routing_number: string | null;
                                country: string;
                                currency: string;
                                exp_month: number | null;
                                exp_year: number | null;
                                default_for_currency: boolean;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/bank-accounts/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make one of the guide’s bank accounts the default for payouts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The bank account id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            external_account: {
                                /** @enum {string} */
                                object: "bank_account" | "card";
                                id: string;
                                account_holder_name: string | null;
                                name: string | null;
                                bank_name: string | null;
                                brand: string | null;
                                last4: string;
                                routing_number: string | null;
                                country: string;
                                currency: string;
                                exp_month: number | null;
                                exp_year: number | null;
                                default_for_currency: boolean;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw an amount (cents) of the available balance to the default bank account
         * @description Send a `request_id` made when the form opens: repeating it with the same amount returns the same payout; with another amount it is refused with 409 `idempotency_key_reused`. 422 on `amount` above the available balance; 409 when payouts are not enabled or no bank account exists.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                        request_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            payout: {
                                id: string;
                                amount: number;
                                currency: string;
                                description: string | null;
                                created: number;
                                arrival_date: number | null;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cos-connect-whs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a signed payment provider event (Stripe-Signature header over the raw JSON body)
         * @description Events older than 300 s, unsigned or altered answer 400 `invalid_signature` and change nothing. Each event is applied once (replays answer 200 with `duplicate: true`); a handler failure answers 5xx so the provider retries.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            received: true;
                            duplicate: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getevents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events not yet ended, soonest start first, each with its occurrence count and next runs; optional category and date filters (public, paginated; limited per IP without sign-in) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    category?: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                    date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                id: number;
                                guide_id: number;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                };
                                event_name: string;
                                /** @enum {string} */
                                duration_type: "single" | "multi";
                                event_duration: string[];
                                start_date: string;
                                end_date: string;
                                repeat: boolean;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                /** @enum {string} */
                                category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                                alias: string | null;
                                gallery: {
                                    key: string;
                                    url: string;
                                }[];
                                address: string;
                                state: string | null;
                                province: string | null;
                                latitude: number;
                                longitude: number;
                                address_description: string | null;
                                other_location: {
                                    id?: string;
                                    address: string;
                                    lat: number;
                                    lng: number;
                                }[];
                                /** @enum {string} */
                                event_type: "public" | "private";
                                attendance_min: number;
                                attendance_limit: number;
                                price: {
                                    id: number;
                                    price: number;
                                    priceh?: number | null;
                                }[];
                                min_price: number;
                                price_info: string | null;
                                addons: {
                                    id?: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id?: string;
                                    donations_title: string;
                                    donations_price?: number | null;
                                }[];
                                event_description: string;
                                experience_required: ("Beginner" | "Intermediate" | "Advanced")[];
                                /** @enum {string} */
                                terms_type: "upload" | "link";
                                event_terms: {
                                    key: string;
                                    url: string;
                                    name?: string;
                                } | null;
                                terms_link: string | null;
                                guides_link: string | null;
                                climber_gears: string[];
                                guide_gears: string[];
                                itinerary: string;
                                faqs: {
                                    id?: string;
                                    question: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                color: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown";
                                occurrence_count: number;
                                next_occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                                has_bookings: boolean;
                                created_at: string;
                                updated_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                            total_capped: boolean;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-events/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upcoming events whose name or address contains the text (case-insensitive; public) */
        post: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    category?: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                    date?: string;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                id: number;
                                guide_id: number;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                };
                                event_name: string;
                                /** @enum {string} */
                                duration_type: "single" | "multi";
                                event_duration: string[];
                                start_date: string;
                                end_date: string;
                                repeat: boolean;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                /** @enum {string} */
                                category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                                alias: string | null;
                                gallery: {
                                    key: string;
                                    url: string;
                                }[];
                                address: string;
                                state: string | null;
                                province: string | null;
                                latitude: number;
                                longitude: number;
                                address_description: string | null;
                                other_location: {
                                    id?: string;
                                    address: string;
                                    lat: number;
                                    lng: number;
                                }[];
                                /** @enum {string} */
                                event_type: "public" | "private";
                                attendance_min: number;
                                attendance_limit: number;
                                price: {
                                    id: number;
                                    price: number;
                                    priceh?: number | null;
                                }[];
                                min_price: number;
                                price_info: string | null;
                                addons: {
                                    id?: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id?: string;
                                    donations_title: string;
                                    donations_price?: number | null;
                                }[];
                                event_description: string;
                                experience_required: ("Beginner" | "Intermediate" | "Advanced")[];
                                /** @enum {string} */
                                terms_type: "upload" | "link";
                                event_terms: {
                                    key: string;
                                    url: string;
                                    name?: string;
                                } | null;
                                terms_link: string | null;
                                guides_link: string | null;
                                climber_gears: string[];
                                guide_gears: string[];
                                itinerary: string;
                                faqs: {
                                    id?: string;
                                    question: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                color: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown";
                                occurrence_count: number;
                                next_occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                                has_bookings: boolean;
                                created_at: string;
                                updated_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                            total_capped: boolean;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-nearby-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upcoming events within `rad` km (default 100) of a point, nearest first (public) */
        post: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    category?: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                    date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lat: number;
                        lng: number;
                        /** @default 100 */
                        rad?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                id: number;
                                guide_id: number;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                };
                                event_name: string;
                                /** @enum {string} */
                                duration_type: "single" | "multi";
                                event_duration: string[];
                                start_date: string;
                                end_date: string;
                                repeat: boolean;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                /** @enum {string} */
                                category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                                alias: string | null;
                                gallery: {
                                    key: string;
                                    url: string;
                                }[];
                                address: string;
                                state: string | null;
                                province: string | null;
                                latitude: number;
                                longitude: number;
                                address_description: string | null;
                                other_location: {
                                    id?: string;
                                    address: string;
                                    lat: number;
                                    lng: number;
                                }[];
                                /** @enum {string} */
                                event_type: "public" | "private";
                                attendance_min: number;
                                attendance_limit: number;
                                price: {
                                    id: number;
                                    price: number;
                                    priceh?: number | null;
                                }[];
                                min_price: number;
                                price_info: string | null;
                                addons: {
                                    id?: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id?: string;
                                    donations_title: string;
                                    donations_price?: number | null;
                                }[];
                                event_description: string;
                                experience_required: ("Beginner" | "Intermediate" | "Advanced")[];
                                /** @enum {string} */
                                terms_type: "upload" | "link";
                                event_terms: {
                                    key: string;
                                    url: string;
                                    name?: string;
                                } | null;
                                terms_link: string | null;
                                guides_link: string | null;
                                climber_gears: string[];
                                guide_gears: string[];
                                itinerary: string;
                                faqs: {
                                    id?: string;
                                    question: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                color: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown";
                                occurrence_count: number;
                                next_occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                                has_bookings: boolean;
                                created_at: string;
                                updated_at: string;
                                distance_km: number;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                            total_capped: boolean;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event-markers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every upcoming course of a search for the map: keyword (`query`) or point (`lat`, `lng`, `rad`), plus the category and date filters; at most 5,000, `truncated` when more match; one array per field (public) */
        get: {
            parameters: {
                query?: {
                    query?: string;
                    lat?: string;
                    lng?: string;
                    rad?: string;
                    category?: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                    date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number[];
                            event_name: string[];
                            lat: number[];
                            lng: number[];
                            address: string[];
                            min_price: number[];
                            price_spread: number[];
                            other_location: {
                                course: number[];
                                lat: number[];
                                lng: number[];
                                address: string[];
                            };
                            total: number;
                            truncated: boolean;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an event from the whole wizard draft (guide with a payout account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        request_id?: string;
                        event_name: string;
                        /**
                         * @default single
                         * @enum {string}
                         */
                        duration_type?: "single" | "multi";
                        event_duration?: string | string[];
                        start_date: string;
                        end_date: string;
                        /** @default false */
                        repeat?: boolean;
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        repeat_at?: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                        /** @default [] */
                        repeat_dates?: string[];
                        /** @enum {string} */
                        category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                        alias?: string | null;
                        /** @default [] */
                        gallery?: string[];
                        address: string;
                        latitude: number;
                        longitude: number;
                        address_description?: string | null;
                        /** @default [] */
                        other_location?: unknown[];
                        /**
                         * @default public
                         * @enum {string}
                         */
                        event_type?: "public" | "private";
                        attendance_min: number;
                        attendance_limit: number;
                        /** @default [] */
                        price?: unknown[];
                        price_info?: string | null;
                        /** @default [] */
                        addons?: unknown[];
                        /** @default [] */
                        donations?: unknown[];
                        /** @default  */
                        event_description?: string;
                        experience_required: string[];
                        /**
                         * @default upload
                         * @enum {string}
                         */
                        terms_type?: "upload" | "link";
                        event_terms?: string | null;
                        terms_link?: string | null;
                        guides_link?: string | null;
                        climber_gears?: string[] | string;
                        guide_gears?: string[] | string;
                        /** @default  */
                        itinerary?: string;
                        /** @default [] */
                        faqs?: unknown[];
                        /** @enum {string|null} */
                        color?: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            event: {
                                id: number;
                                guide_id: number;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                };
                                event_name: string;
                                /** @enum {string} */
                                duration_type: "single" | "multi";
                                event_duration: string[];
                                start_date: string;
                                end_date: string;
                                repeat: boolean;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                /** @enum {string} */
                                category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                                alias: string | null;
                                gallery: {
                                    key: string;
                                    url: string;
                                }[];
                                address: string;
                                state: string | null;
                                province: string | null;
                                latitude: number;
                                longitude: number;
                                address_description: string | null;
                                other_location: {
                                    id?: string;
                                    address: string;
                                    lat: number;
                                    lng: number;
                                }[];
                                /** @enum {string} */
                                event_type: "public" | "private";
                                attendance_min: number;
                                attendance_limit: number;
                                price: {
                                    id: number;
                                    price: number;
                                    priceh?: number | null;
                                }[];
                                min_price: number;
                                price_info: string | null;
                                addons: {
                                    id?: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id?: string;
                                    donations_title: string;
                                    donations_price?: number | null;
                                }[];
                                event_description: string;
                                experience_required: ("Beginner" | "Intermediate" | "Advanced")[];
                                /** @enum {string} */
                                terms_type: "upload" | "link";
                                event_terms: {
                                    key: string;
                                    url: string;
                                    name?: string;
                                } | null;
                                terms_link: string | null;
                                guides_link: string | null;
                                climber_gears: string[];
                                guide_gears: string[];
                                itinerary: string;
                                faqs: {
                                    id?: string;
                                    question: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                color: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown";
                                occurrence_count: number;
                                next_occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                                has_bookings: boolean;
                                created_at: string;
                                updated_at: string;
                                repeat_dates: string[];
                                occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with its occurrences (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                id: number;
                                guide_id: number;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                };
                                event_name: string;
                                /** @enum {string} */
                                duration_type: "single" | "multi";
                                event_duration: string[];
                                start_date: string;
                                end_date: string;
                                repeat: boolean;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                /** @enum {string} */
                                category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                                alias: string | null;
                                gallery: {
                                    key: string;
                                    url: string;
                                }[];
                                address: string;
                                state: string | null;
                                province: string | null;
                                latitude: number;
                                longitude: number;
                                address_description: string | null;
                                other_location: {
                                    id?: string;
                                    address: string;
                                    lat: number;
                                    lng: number;
                                }[];
                                /** @enum {string} */
                                event_type: "public" | "private";
                                attendance_min: number;
                                attendance_limit: number;
                                price: {
                                    id: number;
                                    price: number;
                                    priceh?: number | null;
                                }[];
                                min_price: number;
                                price_info: string | null;
                                addons: {
                                    id?: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id?: string;
                                    donations_title: string;
                                    donations_price?: number | null;
                                }[];
                                event_description: string;
                                experience_required: ("Beginner" | "Intermediate" | "Advanced")[];
                                /** @enum {string} */
                                terms_type: "upload" | "link";
                                event_terms: {
                                    key: string;
                                    url: string;
                                    name?: string;
                                } | null;
                                terms_link: string | null;
                                guides_link: string | null;
                                climber_gears: string[];
                                guide_gears: string[];
                                itinerary: string;
                                faqs: {
                                    id?: string;
                                    question: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                color: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown";
                                occurrence_count: number;
                                next_occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                                has_bookings: boolean;
                                created_at: string;
                                updated_at: string;
                                repeat_dates: string[];
                                occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        /** Edit an event (its guide, the super admin or an admin holding All Courses) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        request_id?: string;
                        event_name: string;
                        /**
                         * @default single
                         * @enum {string}
                         */
                        duration_type?: "single" | "multi";
                        event_duration?: string | string[];
                        start_date: string;
                        end_date: string;
                        /** @default false */
                        repeat?: boolean;
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        repeat_at?: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                        /** @default [] */
                        repeat_dates?: string[];
                        /** @enum {string} */
                        category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                        alias?: string | null;
                        /** @default [] */
                        gallery?: string[];
                        address: string;
                        latitude: number;
                        longitude: number;
                        address_description?: string | null;
                        /** @default [] */
                        other_location?: unknown[];
                        /**
                         * @default public
                         * @enum {string}
                         */
                        event_type?: "public" | "private";
                        attendance_min: number;
                        attendance_limit: number;
                        /** @default [] */
                        price?: unknown[];
                        price_info?: string | null;
                        /** @default [] */
                        addons?: unknown[];
                        /** @default [] */
                        donations?: unknown[];
                        /** @default  */
                        event_description?: string;
                        experience_required: string[];
                        /**
                         * @default upload
                         * @enum {string}
                         */
                        terms_type?: "upload" | "link";
                        event_terms?: string | null;
                        terms_link?: string | null;
                        guides_link?: string | null;
                        climber_gears?: string[] | string;
                        guide_gears?: string[] | string;
                        /** @default  */
                        itinerary?: string;
                        /** @default [] */
                        faqs?: unknown[];
                        /** @enum {string|null} */
                        color?: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            event: {
                                id: number;
                                guide_id: number;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                };
                                event_name: string;
                                /** @enum {string} */
                                duration_type: "single" | "multi";
                                event_duration: string[];
                                start_date: string;
                                end_date: string;
                                repeat: boolean;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                /** @enum {string} */
                                category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                                alias: string | null;
                                gallery: {
                                    key: string;
                                    url: string;
                                }[];
                                address: string;
                                state: string | null;
                                province: string | null;
                                latitude: number;
                                longitude: number;
                                address_description: string | null;
                                other_location: {
                                    id?: string;
                                    address: string;
                                    lat: number;
                                    lng: number;
                                }[];
                                /** @enum {string} */
                                event_type: "public" | "private";
                                attendance_min: number;
                                attendance_limit: number;
                                price: {
                                    id: number;
                                    price: number;
                                    priceh?: number | null;
                                }[];
                                min_price: number;
                                price_info: string | null;
                                addons: {
                                    id?: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id?: string;
                                    donations_title: string;
                                    donations_price?: number | null;
                                }[];
                                event_description: string;
                                experience_required: ("Beginner" | "Intermediate" | "Advanced")[];
                                /** @enum {string} */
                                terms_type: "upload" | "link";
                                event_terms: {
                                    key: string;
                                    url: string;
                                    name?: string;
                                } | null;
                                terms_link: string | null;
                                guides_link: string | null;
                                climber_gears: string[];
                                guide_gears: string[];
                                itinerary: string;
                                faqs: {
                                    id?: string;
                                    question: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                color: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown";
                                occurrence_count: number;
                                next_occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                                has_bookings: boolean;
                                created_at: string;
                                updated_at: string;
                                repeat_dates: string[];
                                occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an event (its guide, the super admin or an admin holding All Courses); refused while bookings hold seats on runs to come */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guide’s own events, or every event for a super admin / admin with All Courses; by tab (all, registered, past) or date range of at most 92 days, each event then with its runs in the range (paginated) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    type?: "all" | "registered" | "past";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                id: number;
                                guide_id: number;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                };
                                event_name: string;
                                /** @enum {string} */
                                duration_type: "single" | "multi";
                                event_duration: string[];
                                start_date: string;
                                end_date: string;
                                repeat: boolean;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                /** @enum {string} */
                                category: "Ice Climbing" | "Rock Climbing" | "Mixed Climbing" | "Mountaineering" | "Hiking" | "Other";
                                alias: string | null;
                                gallery: {
                                    key: string;
                                    url: string;
                                }[];
                                address: string;
                                state: string | null;
                                province: string | null;
                                latitude: number;
                                longitude: number;
                                address_description: string | null;
                                other_location: {
                                    id?: string;
                                    address: string;
                                    lat: number;
                                    lng: number;
                                }[];
                                /** @enum {string} */
                                event_type: "public" | "private";
                                attendance_min: number;
                                attendance_limit: number;
                                price: {
                                    id: number;
                                    price: number;
                                    priceh?: number | null;
                                }[];
                                min_price: number;
                                price_info: string | null;
                                addons: {
                                    id?: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id?: string;
                                    donations_title: string;
                                    donations_price?: number | null;
                                }[];
                                event_description: string;
                                experience_required: ("Beginner" | "Intermediate" | "Advanced")[];
                                /** @enum {string} */
                                terms_type: "upload" | "link";
                                event_terms: {
                                    key: string;
                                    url: string;
                                    name?: string;
                                } | null;
                                terms_link: string | null;
                                guides_link: string | null;
                                climber_gears: string[];
                                guide_gears: string[];
                                itinerary: string;
                                faqs: {
                                    id?: string;
                                    question: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                color: "purple" | "green" | "pink" | "blue" | "red" | "yellow" | "brown";
                                occurrence_count: number;
                                next_occurrences: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                                has_bookings: boolean;
                                created_at: string;
                                updated_at: string;
                                occurrences_in_range?: {
                                    id: number;
                                    starts_on: string;
                                    ends_on: string;
                                    capacity: number;
                                    seats_taken: number;
                                    closed: boolean;
                                }[];
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attempt-payment/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The booking modal's Pay: records the waiver answers and answers the checkout page URL
         * @description The booking must be the caller’s and accepted ("Waiting payment"), its payment window open, its event still listed and its guide able to take payments (409 otherwise). `guide_waiver_accepted` is required when the event has a waiver of its own, `relist` for a private trip (422). The amount is the quote stored on the booking; nothing the client sends about price is read. While a checkout page of the booking is open, the same URL is answered.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sign: {
                            signature: string;
                            name: string;
                            date: string;
                        };
                        /** @enum {boolean} */
                        terms_accepted: true;
                        guide_waiver_accepted?: boolean;
                        relist?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/complete-booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The success screen: confirms the booking once the provider reports its checkout paid
         * @description Idempotent: any number of calls (and the webhook) book once. 404 for a session that is not one of the caller’s bookings; 409 `payment_not_completed` when the provider does not report it paid; 409 `booking_not_payable` when the booking had expired or been cancelled before the payment (it is refunded).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        session_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            booking: {
                                id: number;
                                event_id: number | null;
                                occurrence_id: number | null;
                                event_name: string;
                                /** @enum {string} */
                                event_type: "public" | "private";
                                /** @enum {string} */
                                status: "requested" | "accepted" | "paid" | "declined" | "expired" | "cancelled";
                                accepted: boolean;
                                paid: boolean;
                                guide_delete: boolean;
                                start_date: string;
                                end_date: string;
                                date_selected: string;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                duration: string;
                                address: string;
                                province: string | null;
                                color_class: string;
                                quantity: number;
                                limit_count: number;
                                price: number;
                                total_price: number;
                                quote: {
                                    lines: {
                                        /** @enum {string} */
                                        kind: "trip" | "addon" | "donation";
                                        id?: string;
                                        label: string;
                                        unit_amount: number;
                                        quantity: number;
                                        amount: number;
                                    }[];
                                    taxable_subtotal: number;
                                    subtotal: number;
                                    taxes: {
                                        /** @enum {string} */
                                        code: "GST" | "HST" | "QST";
                                        rate: number;
                                        amount: number;
                                    }[];
                                    total: number;
                                    platform_fee: number;
                                    guide_net: number;
                                    group_size: number;
                                    /** @enum {string} */
                                    day_option: "full" | "half";
                                    price_per_person: number;
                                };
                                addons: {
                                    id: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id: string;
                                    donations_title: string;
                                    donations_price: number;
                                }[];
                                attendees: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    dob: string;
                                }[];
                                relist: boolean | null;
                                receipt_no: string | null;
                                refunded_amount: number;
                                cancellation_policy: {
                                    version: string;
                                    tiers: {
                                        min_days_before: number;
                                        refund_percent: number;
                                    }[];
                                };
                                /** @enum {string|null} */
                                cancelled_by: "climber" | "guide" | "system" | null;
                                climber: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                expires_at: string | null;
                                created_at: string;
                                accepted_at: string | null;
                                paid_at: string | null;
                                cancelled_at: string | null;
                                actions: ("request" | "accept" | "decline" | "expire_request" | "pay" | "expire_payment" | "cancel_by_climber" | "cancel_by_guide")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancel-booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The cancelled screen: the checkout page was left unpaid; the booking keeps waiting for payment
         * @description 404 for a session that is not one of the caller’s bookings; 409 `already_paid` for a paid one.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        session_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What cancelling the booking now would refund, for its climber (by the terms) or its guide (all)
         * @description The climber’s refund follows the terms copied onto the booking, counted in calendar days on the trip’s local calendar (14 days or more: 100 %, 7 to 13: 50 %, 6 or fewer: none, none once started). The guide and staff refund everything paid. 409 `invalid_transition` when the booking cannot be cancelled by the caller.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            booking_id: number;
                            /** @enum {string} */
                            by: "climber" | "guide";
                            paid_amount: number;
                            refund_percent: number;
                            refund_amount: number;
                            days_before_start: number;
                            started: boolean;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels the booking: seats released, refund made (climber: by the terms; guide or staff: in full)
         * @description Cancelling twice answers 409 `invalid_transition` ("This booking is already cancelled.") and changes nothing; the provider refunds once. `refund_amount` is in cents.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            booking: {
                                id: number;
                                event_id: number | null;
                                occurrence_id: number | null;
                                event_name: string;
                                /** @enum {string} */
                                event_type: "public" | "private";
                                /** @enum {string} */
                                status: "requested" | "accepted" | "paid" | "declined" | "expired" | "cancelled";
                                accepted: boolean;
                                paid: boolean;
                                guide_delete: boolean;
                                start_date: string;
                                end_date: string;
                                date_selected: string;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                duration: string;
                                address: string;
                                province: string | null;
                                color_class: string;
                                quantity: number;
                                limit_count: number;
                                price: number;
                                total_price: number;
                                quote: {
                                    lines: {
                                        /** @enum {string} */
                                        kind: "trip" | "addon" | "donation";
                                        id?: string;
                                        label: string;
                                        unit_amount: number;
                                        quantity: number;
                                        amount: number;
                                    }[];
                                    taxable_subtotal: number;
                                    subtotal: number;
                                    taxes: {
                                        /** @enum {string} */
                                        code: "GST" | "HST" | "QST";
                                        rate: number;
                                        amount: number;
                                    }[];
                                    total: number;
                                    platform_fee: number;
                                    guide_net: number;
                                    group_size: number;
                                    /** @enum {string} */
                                    day_option: "full" | "half";
                                    price_per_person: number;
                                };
                                addons: {
                                    id: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id: string;
                                    donations_title: string;
                                    donations_price: number;
                                }[];
                                attendees: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    dob: string;
                                }[];
                                relist: boolean | null;
                                receipt_no: string | null;
                                refunded_amount: number;
                                cancellation_policy: {
                                    version: string;
                                    tiers: {
                                        min_days_before: number;
                                        refund_percent: number;
                                    }[];
                                };
                                /** @enum {string|null} */
                                cancelled_by: "climber" | "guide" | "system" | null;
                                climber: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                expires_at: string | null;
                                created_at: string;
                                accepted_at: string | null;
                                paid_at: string | null;
                                cancelled_at: string | null;
                                actions: ("request" | "accept" | "decline" | "expire_request" | "pay" | "expire_payment" | "cancel_by_climber" | "cancel_by_guide")[];
                            };
                            refund_amount: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prebook-event/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request seats on one run of an event (climber); the guide is asked to accept
         * @description Seats are held at once. The price is quoted on the server from the stored event; no price is read from the request. Sending the same request again answers the first booking with 200. Needs a verified email (403 `email_not_verified`); at most 5 requests of a climber wait for an answer or a payment at once (409 `too_many_open_requests`); requests are limited per climber and per client address (429 with Retry-After).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        occurrence_date: string;
                        group_size: number;
                        /** @enum {string} */
                        day_option?: "full" | "half";
                        attendees: {
                            name: string;
                            /** Format: email */
                            email: string;
                            dob: string;
                        }[];
                        /** @default [] */
                        addons?: string[];
                        /** @default [] */
                        donations?: {
                            id: string;
                            amount?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            booking: {
                                id: number;
                                event_id: number | null;
                                occurrence_id: number | null;
                                event_name: string;
                                /** @enum {string} */
                                event_type: "public" | "private";
                                /** @enum {string} */
                                status: "requested" | "accepted" | "paid" | "declined" | "expired" | "cancelled";
                                accepted: boolean;
                                paid: boolean;
                                guide_delete: boolean;
                                start_date: string;
                                end_date: string;
                                date_selected: string;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                duration: string;
                                address: string;
                                province: string | null;
                                color_class: string;
                                quantity: number;
                                limit_count: number;
                                price: number;
                                total_price: number;
                                quote: {
                                    lines: {
                                        /** @enum {string} */
                                        kind: "trip" | "addon" | "donation";
                                        id?: string;
                                        label: string;
                                        unit_amount: number;
                                        quantity: number;
                                        amount: number;
                                    }[];
                                    taxable_subtotal: number;
                                    subtotal: number;
                                    taxes: {
                                        /** @enum {string} */
                                        code: "GST" | "HST" | "QST";
                                        rate: number;
                                        amount: number;
                                    }[];
                                    total: number;
                                    platform_fee: number;
                                    guide_net: number;
                                    group_size: number;
                                    /** @enum {string} */
                                    day_option: "full" | "half";
                                    price_per_person: number;
                                };
                                addons: {
                                    id: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id: string;
                                    donations_title: string;
                                    donations_price: number;
                                }[];
                                attendees: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    dob: string;
                                }[];
                                relist: boolean | null;
                                receipt_no: string | null;
                                refunded_amount: number;
                                cancellation_policy: {
                                    version: string;
                                    tiers: {
                                        min_days_before: number;
                                        refund_percent: number;
                                    }[];
                                };
                                /** @enum {string|null} */
                                cancelled_by: "climber" | "guide" | "system" | null;
                                climber: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                expires_at: string | null;
                                created_at: string;
                                accepted_at: string | null;
                                paid_at: string | null;
                                cancelled_at: string | null;
                                actions: ("request" | "accept" | "decline" | "expire_request" | "pay" | "expire_payment" | "cancel_by_climber" | "cancel_by_guide")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            booking: {
                                id: number;
                                event_id: number | null;
                                occurrence_id: number | null;
                                event_name: string;
                                /** @enum {string} */
                                event_type: "public" | "private";
                                /** @enum {string} */
                                status: "requested" | "accepted" | "paid" | "declined" | "expired" | "cancelled";
                                accepted: boolean;
                                paid: boolean;
                                guide_delete: boolean;
                                start_date: string;
                                end_date: string;
                                date_selected: string;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                duration: string;
                                address: string;
                                province: string | null;
                                color_class: string;
                                quantity: number;
                                limit_count: number;
                                price: number;
                                total_price: number;
                                quote: {
                                    lines: {
                                        /** @enum {string} */
                                        kind: "trip" | "addon" | "donation";
                                        id?: string;
                                        label: string;
                                        unit_amount: number;
                                        quantity: number;
                                        amount: number;
                                    }[];
                                    taxable_subtotal: number;
                                    subtotal: number;
                                    taxes: {
                                        /** @enum {string} */
                                        code: "GST" | "HST" | "QST";
                                        rate: number;
                                        amount: number;
                                    }[];
                                    total: number;
                                    platform_fee: number;
                                    guide_net: number;
                                    group_size: number;
                                    /** @enum {string} */
                                    day_option: "full" | "half";
                                    price_per_person: number;
                                };
                                addons: {
                                    id: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id: string;
                                    donations_title: string;
                                    donations_price: number;
                                }[];
                                attendees: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    dob: string;
                                }[];
                                relist: boolean | null;
                                receipt_no: string | null;
                                refunded_amount: number;
                                cancellation_policy: {
                                    version: string;
                                    tiers: {
                                        min_days_before: number;
                                        refund_percent: number;
                                    }[];
                                };
                                /** @enum {string|null} */
                                cancelled_by: "climber" | "guide" | "system" | null;
                                climber: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                expires_at: string | null;
                                created_at: string;
                                accepted_at: string | null;
                                paid_at: string | null;
                                cancelled_at: string | null;
                                actions: ("request" | "accept" | "decline" | "expire_request" | "pay" | "expire_payment" | "cancel_by_climber" | "cancel_by_guide")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accept-booking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a booking request (the event's guide); the climber then has 72 hours to pay */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            booking: {
                                id: number;
                                event_id: number | null;
                                occurrence_id: number | null;
                                event_name: string;
                                /** @enum {string} */
                                event_type: "public" | "private";
                                /** @enum {string} */
                                status: "requested" | "accepted" | "paid" | "declined" | "expired" | "cancelled";
                                accepted: boolean;
                                paid: boolean;
                                guide_delete: boolean;
                                start_date: string;
                                end_date: string;
                                date_selected: string;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                duration: string;
                                address: string;
                                province: string | null;
                                color_class: string;
                                quantity: number;
                                limit_count: number;
                                price: number;
                                total_price: number;
                                quote: {
                                    lines: {
                                        /** @enum {string} */
                                        kind: "trip" | "addon" | "donation";
                                        id?: string;
                                        label: string;
                                        unit_amount: number;
                                        quantity: number;
                                        amount: number;
                                    }[];
                                    taxable_subtotal: number;
                                    subtotal: number;
                                    taxes: {
                                        /** @enum {string} */
                                        code: "GST" | "HST" | "QST";
                                        rate: number;
                                        amount: number;
                                    }[];
                                    total: number;
                                    platform_fee: number;
                                    guide_net: number;
                                    group_size: number;
                                    /** @enum {string} */
                                    day_option: "full" | "half";
                                    price_per_person: number;
                                };
                                addons: {
                                    id: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id: string;
                                    donations_title: string;
                                    donations_price: number;
                                }[];
                                attendees: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    dob: string;
                                }[];
                                relist: boolean | null;
                                receipt_no: string | null;
                                refunded_amount: number;
                                cancellation_policy: {
                                    version: string;
                                    tiers: {
                                        min_days_before: number;
                                        refund_percent: number;
                                    }[];
                                };
                                /** @enum {string|null} */
                                cancelled_by: "climber" | "guide" | "system" | null;
                                climber: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                expires_at: string | null;
                                created_at: string;
                                accepted_at: string | null;
                                paid_at: string | null;
                                cancelled_at: string | null;
                                actions: ("request" | "accept" | "decline" | "expire_request" | "pay" | "expire_payment" | "cancel_by_climber" | "cancel_by_guide")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decline-booking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a booking request (the event's guide); its seats are released */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            booking: {
                                id: number;
                                event_id: number | null;
                                occurrence_id: number | null;
                                event_name: string;
                                /** @enum {string} */
                                event_type: "public" | "private";
                                /** @enum {string} */
                                status: "requested" | "accepted" | "paid" | "declined" | "expired" | "cancelled";
                                accepted: boolean;
                                paid: boolean;
                                guide_delete: boolean;
                                start_date: string;
                                end_date: string;
                                date_selected: string;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                duration: string;
                                address: string;
                                province: string | null;
                                color_class: string;
                                quantity: number;
                                limit_count: number;
                                price: number;
                                total_price: number;
                                quote: {
                                    lines: {
                                        /** @enum {string} */
                                        kind: "trip" | "addon" | "donation";
                                        id?: string;
                                        label: string;
                                        unit_amount: number;
                                        quantity: number;
                                        amount: number;
                                    }[];
                                    taxable_subtotal: number;
                                    subtotal: number;
                                    taxes: {
                                        /** @enum {string} */
                                        code: "GST" | "HST" | "QST";
                                        rate: number;
                                        amount: number;
                                    }[];
                                    total: number;
                                    platform_fee: number;
                                    guide_net: number;
                                    group_size: number;
                                    /** @enum {string} */
                                    day_option: "full" | "half";
                                    price_per_person: number;
                                };
                                addons: {
                                    id: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id: string;
                                    donations_title: string;
                                    donations_price: number;
                                }[];
                                attendees: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    dob: string;
                                }[];
                                relist: boolean | null;
                                receipt_no: string | null;
                                refunded_amount: number;
                                cancellation_policy: {
                                    version: string;
                                    tiers: {
                                        min_days_before: number;
                                        refund_percent: number;
                                    }[];
                                };
                                /** @enum {string|null} */
                                cancelled_by: "climber" | "guide" | "system" | null;
                                climber: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                expires_at: string | null;
                                created_at: string;
                                accepted_at: string | null;
                                paid_at: string | null;
                                cancelled_at: string | null;
                                actions: ("request" | "accept" | "decline" | "expire_request" | "pay" | "expire_payment" | "cancel_by_climber" | "cancel_by_guide")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of bookings: a climber's own, a guide's on their events, every booking for staff
         * @description `type`: all = runs not yet ended, registered = those holding seats, past = runs ended. Soonest run first (past: most recent first). `event_id` narrows to one event; for a guide, another guide’s event gives an empty list.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    type?: "all" | "registered" | "past";
                    event_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookings: {
                                id: number;
                                event_id: number | null;
                                occurrence_id: number | null;
                                event_name: string;
                                /** @enum {string} */
                                event_type: "public" | "private";
                                /** @enum {string} */
                                status: "requested" | "accepted" | "paid" | "declined" | "expired" | "cancelled";
                                accepted: boolean;
                                paid: boolean;
                                guide_delete: boolean;
                                start_date: string;
                                end_date: string;
                                date_selected: string;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                duration: string;
                                address: string;
                                province: string | null;
                                color_class: string;
                                quantity: number;
                                limit_count: number;
                                price: number;
                                total_price: number;
                                quote: {
                                    lines: {
                                        /** @enum {string} */
                                        kind: "trip" | "addon" | "donation";
                                        id?: string;
                                        label: string;
                                        unit_amount: number;
                                        quantity: number;
                                        amount: number;
                                    }[];
                                    taxable_subtotal: number;
                                    subtotal: number;
                                    taxes: {
                                        /** @enum {string} */
                                        code: "GST" | "HST" | "QST";
                                        rate: number;
                                        amount: number;
                                    }[];
                                    total: number;
                                    platform_fee: number;
                                    guide_net: number;
                                    group_size: number;
                                    /** @enum {string} */
                                    day_option: "full" | "half";
                                    price_per_person: number;
                                };
                                addons: {
                                    id: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id: string;
                                    donations_title: string;
                                    donations_price: number;
                                }[];
                                attendees: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    dob: string;
                                }[];
                                relist: boolean | null;
                                receipt_no: string | null;
                                refunded_amount: number;
                                cancellation_policy: {
                                    version: string;
                                    tiers: {
                                        min_days_before: number;
                                        refund_percent: number;
                                    }[];
                                };
                                /** @enum {string|null} */
                                cancelled_by: "climber" | "guide" | "system" | null;
                                climber: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                expires_at: string | null;
                                created_at: string;
                                accepted_at: string | null;
                                paid_at: string | null;
                                cancelled_at: string | null;
                                actions: ("request" | "accept" | "decline" | "expire_request" | "pay" | "expire_payment" | "cancel_by_climber" | "cancel_by_guide")[];
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking, for its climber, the guide of its event or staff (404 for anyone else) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            booking: {
                                id: number;
                                event_id: number | null;
                                occurrence_id: number | null;
                                event_name: string;
                                /** @enum {string} */
                                event_type: "public" | "private";
                                /** @enum {string} */
                                status: "requested" | "accepted" | "paid" | "declined" | "expired" | "cancelled";
                                accepted: boolean;
                                paid: boolean;
                                guide_delete: boolean;
                                start_date: string;
                                end_date: string;
                                date_selected: string;
                                /** @enum {string} */
                                repeat_at: "daily" | "weekly" | "weekdays" | "weekends" | "monthly" | "custom";
                                duration: string;
                                address: string;
                                province: string | null;
                                color_class: string;
                                quantity: number;
                                limit_count: number;
                                price: number;
                                total_price: number;
                                quote: {
                                    lines: {
                                        /** @enum {string} */
                                        kind: "trip" | "addon" | "donation";
                                        id?: string;
                                        label: string;
                                        unit_amount: number;
                                        quantity: number;
                                        amount: number;
                                    }[];
                                    taxable_subtotal: number;
                                    subtotal: number;
                                    taxes: {
                                        /** @enum {string} */
                                        code: "GST" | "HST" | "QST";
                                        rate: number;
                                        amount: number;
                                    }[];
                                    total: number;
                                    platform_fee: number;
                                    guide_net: number;
                                    group_size: number;
                                    /** @enum {string} */
                                    day_option: "full" | "half";
                                    price_per_person: number;
                                };
                                addons: {
                                    id: string;
                                    addons_title: string;
                                    addons_price: number;
                                }[];
                                donations: {
                                    id: string;
                                    donations_title: string;
                                    donations_price: number;
                                }[];
                                attendees: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    dob: string;
                                }[];
                                relist: boolean | null;
                                receipt_no: string | null;
                                refunded_amount: number;
                                cancellation_policy: {
                                    version: string;
                                    tiers: {
                                        min_days_before: number;
                                        refund_percent: number;
                                    }[];
                                };
                                /** @enum {string|null} */
                                cancelled_by: "climber" | "guide" | "system" | null;
                                climber: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                guide: {
                                    id: number;
                                    name: string;
                                    profile_picture: string | null;
                                    color: string | null;
                                } | null;
                                expires_at: string | null;
                                created_at: string;
                                accepted_at: string | null;
                                paid_at: string | null;
                                cancelled_at: string | null;
                                actions: ("request" | "accept" | "decline" | "expire_request" | "pay" | "expire_payment" | "cancel_by_climber" | "cancel_by_guide")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contactform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to support (public; 5 per hour per address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        message: string;
                        /** @enum {string} */
                        userstatus?: "user" | "nonuser";
                        event_id?: number;
                        name?: string;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reverse-geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The nearest city and province of a point (public; offline place data) */
        get: {
            parameters: {
                query: {
                    lat: number;
                    lng: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            state: string;
                            country: string | null;
                            found: boolean;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 8 Canadian places whose name starts like the text (public, rate-limited) */
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            places: {
                                label: string;
                                city: string;
                                state: string;
                                latitude: number;
                                longitude: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Training Pages Management: every program, unpublished too, searchable by title, and the plans */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                title: string;
                                slug: string;
                                header_image: string | null;
                                plans: number[];
                                required_plans: {
                                    id: number;
                                    plan_name: string;
                                    plan_monthly_price: number | null;
                                }[];
                                is_published: boolean;
                                order: number;
                                section_count: number;
                                userCanAccess: boolean;
                                updated_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                            plan_options: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a training program (slug generated from the title when empty) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        slug?: string;
                        header_image?: string | null;
                        /** @default [] */
                        plans?: number[];
                        is_published?: boolean | 1 | 0;
                        /** @default 0 */
                        order?: number;
                        /** @default [] */
                        sections?: {
                            title: string;
                            /** @default  */
                            body?: string;
                            /** @default [] */
                            images?: string[];
                            /** @default [] */
                            skills?: {
                                title: string;
                                /** @default  */
                                body?: string;
                                /** @default  */
                                learn_text?: string;
                                /** @default  */
                                practice_text?: string;
                            }[];
                            /** @default  */
                            footnote?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            page: {
                                id: number;
                                title: string;
                                slug: string;
                                header_image: string | null;
                                plans: number[];
                                required_plans: {
                                    id: number;
                                    plan_name: string;
                                    plan_monthly_price: number | null;
                                }[];
                                is_published: boolean;
                                order: number;
                                section_count: number;
                                userCanAccess: boolean;
                                updated_at: string;
                                sections: {
                                    title: string;
                                    body: string;
                                    images: {
                                        key: string;
                                        url: string;
                                    }[];
                                    skills: {
                                        title: string;
                                        body: string;
                                        learn_text: string;
                                        practice_text: string;
                                    }[];
                                    footnote: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-pages/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published programs, each with whether the caller (or a visitor) may open it */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                title: string;
                                slug: string;
                                header_image: string | null;
                                plans: number[];
                                required_plans: {
                                    id: number;
                                    plan_name: string;
                                    plan_monthly_price: number | null;
                                }[];
                                is_published: boolean;
                                order: number;
                                section_count: number;
                                userCanAccess: boolean;
                                updated_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-pages/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published program by its slug (staff may preview an unpublished one); 403 when locked */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            slug: string;
                            header_image: string | null;
                            plans: number[];
                            required_plans: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number | null;
                            }[];
                            is_published: boolean;
                            order: number;
                            section_count: number;
                            userCanAccess: boolean;
                            updated_at: string;
                            sections: {
                                title: string;
                                body: string;
                                images: {
                                    key: string;
                                    url: string;
                                }[];
                                skills: {
                                    title: string;
                                    body: string;
                                    learn_text: string;
                                    practice_text: string;
                                }[];
                                footnote: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "subscription_required";
                            /** @enum {boolean} */
                            requires_subscription: true;
                            title: string;
                            slug: string;
                            header_image: string | null;
                            required_plans: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number | null;
                            }[];
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One program with its sections, for the management panel and the form */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            slug: string;
                            header_image: string | null;
                            plans: number[];
                            required_plans: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number | null;
                            }[];
                            is_published: boolean;
                            order: number;
                            section_count: number;
                            userCanAccess: boolean;
                            updated_at: string;
                            sections: {
                                title: string;
                                body: string;
                                images: {
                                    key: string;
                                    url: string;
                                }[];
                                skills: {
                                    title: string;
                                    body: string;
                                    learn_text: string;
                                    practice_text: string;
                                }[];
                                footnote: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        /** Edit a training program */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        slug?: string;
                        header_image?: string | null;
                        /** @default [] */
                        plans?: number[];
                        is_published?: boolean | 1 | 0;
                        /** @default 0 */
                        order?: number;
                        /** @default [] */
                        sections?: {
                            title: string;
                            /** @default  */
                            body?: string;
                            /** @default [] */
                            images?: string[];
                            /** @default [] */
                            skills?: {
                                title: string;
                                /** @default  */
                                body?: string;
                                /** @default  */
                                learn_text?: string;
                                /** @default  */
                                practice_text?: string;
                            }[];
                            /** @default  */
                            footnote?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            page: {
                                id: number;
                                title: string;
                                slug: string;
                                header_image: string | null;
                                plans: number[];
                                required_plans: {
                                    id: number;
                                    plan_name: string;
                                    plan_monthly_price: number | null;
                                }[];
                                is_published: boolean;
                                order: number;
                                section_count: number;
                                userCanAccess: boolean;
                                updated_at: string;
                                sections: {
                                    title: string;
                                    body: string;
                                    images: {
                                        key: string;
                                        url: string;
                                    }[];
                                    skills: {
                                        title: string;
                                        body: string;
                                        learn_text: string;
                                        practice_text: string;
                                    }[];
                                    footnote: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a training program */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dairy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The climber's own journal entries, newest climbing day first; `search` matches the title (case and accents aside) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dairies: {
                                id: number;
                                dairy_title: string;
                                dairy_description: string;
                                dairy_date: string;
                                created_at: string;
                                updated_at: string;
                                dairy_gallery: {
                                    /** @enum {string} */
                                    type: "image" | "video";
                                    url: string;
                                    thumbnail: string;
                                }[];
                                dairy_thumbnail: string | null;
                                is_shared: boolean;
                                share_url: string;
                                author: {
                                    name: string;
                                    username: string;
                                };
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a journal entry (private unless `is_shared`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dairy_title: string;
                        dairy_description?: string | null;
                        dairy_date: string;
                        dairy_gallery?: {
                            /** @enum {string} */
                            type: "image" | "video";
                            url: string;
                            thumbnail?: string | null;
                        }[] | null;
                        dairy_thumbnail?: string | null;
                        /** @default false */
                        is_shared?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            diary: {
                                id: number;
                                dairy_title: string;
                                dairy_description: string;
                                dairy_date: string;
                                created_at: string;
                                updated_at: string;
                                dairy_gallery: {
                                    /** @enum {string} */
                                    type: "image" | "video";
                                    url: string;
                                    thumbnail: string;
                                }[];
                                dairy_thumbnail: string | null;
                                is_shared: boolean;
                                share_url: string;
                                author: {
                                    name: string;
                                    username: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dairy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the climber's own entries (404 for anybody else's) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            diary: {
                                id: number;
                                dairy_title: string;
                                dairy_description: string;
                                dairy_date: string;
                                created_at: string;
                                updated_at: string;
                                dairy_gallery: {
                                    /** @enum {string} */
                                    type: "image" | "video";
                                    url: string;
                                    thumbnail: string;
                                }[];
                                dairy_thumbnail: string | null;
                                is_shared: boolean;
                                share_url: string;
                                author: {
                                    name: string;
                                    username: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        /** Edit one of the climber's own entries */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dairy_title: string;
                        dairy_description?: string | null;
                        dairy_date: string;
                        dairy_gallery?: {
                            /** @enum {string} */
                            type: "image" | "video";
                            url: string;
                            thumbnail?: string | null;
                        }[] | null;
                        dairy_thumbnail?: string | null;
                        /** @default false */
                        is_shared?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            diary: {
                                id: number;
                                dairy_title: string;
                                dairy_description: string;
                                dairy_date: string;
                                created_at: string;
                                updated_at: string;
                                dairy_gallery: {
                                    /** @enum {string} */
                                    type: "image" | "video";
                                    url: string;
                                    thumbnail: string;
                                }[];
                                dairy_thumbnail: string | null;
                                is_shared: boolean;
                                share_url: string;
                                author: {
                                    name: string;
                                    username: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of the climber's own entries */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/viewdiary/{diaryid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shared journal entry (public, no token); a private one only for its signed-in author, 404 for everybody else */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    diaryid: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            diary: {
                                id: number;
                                dairy_title: string;
                                dairy_description: string;
                                dairy_date: string;
                                created_at: string;
                                updated_at: string;
                                dairy_gallery: {
                                    /** @enum {string} */
                                    type: "image" | "video";
                                    url: string;
                                    thumbnail: string;
                                }[];
                                dairy_thumbnail: string | null;
                                is_shared: boolean;
                                share_url: string;
                                author: {
                                    name: string;
                                    username: string;
                                };
                                is_owner: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan, cheapest first (the subscription picker and Training Plans) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plans: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number;
                                plan_yearly_price: number;
                                features: string[];
                                created_at: string;
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a plan (prices in whole dollars, as integer cents) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_name: string;
                        plan_monthly_price: number;
                        plan_yearly_price: number;
                        /** @default [] */
                        features?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            plan: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number;
                                plan_yearly_price: number;
                                features: string[];
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a plan; existing subscribers keep the price they subscribed at
         * @description 409 `plan_has_subscribers` when a paid plan with subscribers would become free.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_name: string;
                        plan_monthly_price: number;
                        plan_yearly_price: number;
                        /** @default [] */
                        features?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            plan: {
                                id: number;
                                plan_name: string;
                                plan_monthly_price: number;
                                plan_yearly_price: number;
                                features: string[];
                                created_at: string;
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a paid plan without subscribers
         * @description 409 `free_plan` for a plan with a zero monthly price; 409 `plan_has_subscribers` while anyone is subscribed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribe/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The provider's checkout for a paid plan, monthly or yearly
         * @description Climbers and approved guides. 409 `free_plan` for a plan with no monthly price; 409 `already_subscribed` for the plan the caller already has. Subscribing to another plan starts the new one and sets the old one to cancel at the end of its period.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        interval: "month" | "year";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/complete-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The success screen: activates the subscription once the provider reports its checkout paid
         * @description Idempotent, and equal to the webhook (whichever comes first). 404 for a session that is not one of the caller’s subscription checkouts; 409 `payment_not_completed` while it is not paid.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        session_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            subscription: {
                                is_active: boolean;
                                plan_id: number | "free";
                                plan_name: string;
                                /** @enum {string|null} */
                                interval: "month" | "year" | null;
                                current_period_end: string | null;
                                cancel_at_period_end: boolean;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            errors: {
                                [key: string]: string[];
                            };
                            codes?: {
                                [key: string]: {
                                    code: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the current subscription at the end of its paid period */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            subscription: {
                                is_active: boolean;
                                plan_id: number | "free";
                                plan_name: string;
                                /** @enum {string|null} */
                                interval: "month" | "year" | null;
                                current_period_end: string | null;
                                cancel_at_period_end: boolean;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a cancellation at period end before the period ends */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            code: "plan_created" | "plan_updated" | "plan_deleted" | "diary_created" | "diary_updated" | "diary_deleted" | "event_created" | "event_updated" | "event_deleted" | "training_created" | "training_updated" | "training_deleted" | "training_program_created" | "training_program_updated" | "training_program_deleted" | "user_deleted" | "admin_created" | "admin_updated" | "admin_password_updated" | "admin_permissions_updated" | "logged_out" | "password_updated" | "password_reset_requested" | "password_reset" | "email_verified" | "verification_link_sent" | "verification_nothing_to_send" | "email_already_verified" | "verification_requested" | "profile_saved" | "profile_updated" | "contact_sent" | "guide_application_received" | "guide_approved" | "guide_declined" | "guide_login_created" | "payout_method_added" | "payout_method_default_updated" | "payout_created" | "booking_request_sent" | "booking_request_accepted" | "booking_request_declined" | "payment_canceled" | "booking_confirmed" | "duplicate_payment_refunded" | "booking_cancelled" | "subscription_active" | "subscription_ending" | "subscription_resumed";
                            context?: string;
                            subscription: {
                                is_active: boolean;
                                plan_id: number | "free";
                                plan_name: string;
                                /** @enum {string|null} */
                                interval: "month" | "year" | null;
                                current_period_end: string | null;
                                cancel_at_period_end: boolean;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/sandbox-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox only: a single-use link to the current subscription's test page (renew or fail now)
         * @description 404 with Stripe, or without a current subscription.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            request_id?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
