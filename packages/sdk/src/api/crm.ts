// Generated from the server's OpenAPI document by openapi-typescript: run `npm run openapi:types`.
// Do not edit: apps/server/src/http/openapi.test.ts fails when this file and the document differ.

export interface paths {
    "/webcrmapi/api/DealerSearch/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DealerSearch dealers */
        get: operations["getDealerSearchDealers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/DealerSearch/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DealerSearch map */
        get: operations["getDealerSearchMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/DealerSearch/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DealerSearch products */
        get: operations["getDealerSearchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/Localization/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Localization countries */
        get: operations["getLocalizationCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/Localization/divisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Localization divisions */
        get: operations["getLocalizationDivisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/Localization/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Localization projects */
        get: operations["getLocalizationProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/Localization/salutations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Localization salutations */
        get: operations["getLocalizationSalutations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/Localization/targetGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Localization targetGroups */
        get: operations["getLocalizationTargetGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/Registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Registration */
        get: operations["getRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/Registration/{userId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace Registration by userId status
         * @description Send If-Match with the entry's version as `"v{version}"`; answers the entry with its new ETag.
         */
        put: operations["putRegistrationByUserIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/RegistrationConfirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit RegistrationConfirmation */
        post: operations["postRegistrationConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/RegistrationEndCustomer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit RegistrationEndCustomer */
        post: operations["postRegistrationEndCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/RegistrationSimple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit RegistrationSimple */
        post: operations["postRegistrationSimple"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/RegistrationSpecialist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit RegistrationSpecialist */
        post: operations["postRegistrationSpecialist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webcrmapi/api/User/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by id */
        get: operations["getUserById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change User by id */
        patch: operations["patchUserById"];
        trace?: never;
    };
    "/webcrmapi/api/User/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by id status */
        get: operations["getUserByIdStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        CrmUserStateResponse: {
            statusMessage: string;
            userStatus: string;
        };
        DealerEntry: {
            accountName: string;
            city: string;
            country: string;
            emailAccount: string | null;
            fax: string | null;
            latitude: number;
            longitude: number;
            postalCode: string;
            products: components["schemas"]["DealerSearchProduct"][];
            radius: number;
            street: string;
            telephoneAccount: string | null;
            websiteUrl: string | null;
        };
        DealerMap: {
            attribution: string;
            maxZoom: number;
            tileUrl: string | null;
        };
        DealerSearchProduct: {
            branchSubCode: string | null;
            productKey: string | null;
            productName: string | null;
        };
        EndCustomerRegistrationInput: {
            /** Format: uuid */
            accountId?: string | null;
            accountInfo?: string | null;
            accountName?: string | null;
            /** @default false */
            appearsInResourceSearchHeating: boolean;
            /** @default false */
            appearsInResourceSearchSanitary: boolean;
            city?: string | null;
            /** @enum {boolean} */
            consentGiven: true;
            /** @enum {string} */
            consentLanguage: "de" | "en" | "cs" | "fr" | "it";
            /** @enum {string} */
            country: "DE" | "AT" | "CH" | "CZ" | "FR" | "IT" | "NL" | "BE" | "LU" | "PL" | "SK";
            domain?: string;
            /** Format: email */
            email: string;
            firstName: string;
            /** @enum {string} */
            language: "de" | "en" | "cs" | "fr" | "it";
            lastName: string;
            login?: string;
            /** @default false */
            newsletter: boolean;
            nickname?: string;
            openIdUserId?: string;
            postalCode?: string | null;
            /** @enum {string|null} */
            salutation?: "mr" | "ms" | "none" | null;
            serial?: number | null;
            street?: string | null;
            /** @enum {string|null} */
            targetGroup?: "FGH" | "FHW" | "PRS" | null;
            telephone?: string | null;
            telephoneAccount?: string | null;
            /** Format: uri */
            websiteUrl?: string | null;
        };
        FieldError: {
            limit?: number;
            message: string;
            path: string;
            /** @enum {string} */
            reason?: "required" | "too_short" | "too_long" | "too_small" | "too_big" | "invalid_email" | "invalid";
        };
        Problem: {
            code: string;
            detail?: string;
            errors?: components["schemas"]["FieldError"][];
            instance?: string;
            status: number;
            title: string;
            type: string;
        };
        RegistrationConfirmationInput: {
            token: string;
        };
        RegistrationDecisionInput: {
            userStatus: 1 | 2 | 3;
        };
        RegistrationEntry: {
            accountName: string | null;
            city: string | null;
            confirmedAt: string;
            consentAt: string | null;
            consentText: string | null;
            country: string;
            decidedAt: string | null;
            email: string;
            firstName: string;
            language: string;
            lastName: string;
            postalCode: string | null;
            /** @enum {string} */
            registrationType: "endCustomer" | "specialist" | "simple";
            /** Format: uuid */
            userId: string;
            userStatus: number;
            version: number;
        };
        RegistrationPage: {
            items: components["schemas"]["RegistrationEntry"][];
            page: number;
            pageSize: number;
            total: number;
        };
        SimpleRegistrationDataInput: {
            /** @enum {string} */
            language: "de" | "en" | "cs" | "fr" | "it";
        };
        TranslationData: {
            translationData: {
                translatedValue: string;
                value: string;
            }[];
        };
        UserDataInput: {
            /** Format: uuid */
            accountId?: string | null;
            accountInfo?: string | null;
            accountName?: string | null;
            /** @default false */
            appearsInResourceSearchHeating: boolean;
            /** @default false */
            appearsInResourceSearchSanitary: boolean;
            city?: string | null;
            /** @enum {string} */
            country: "DE" | "AT" | "CH" | "CZ" | "FR" | "IT" | "NL" | "BE" | "LU" | "PL" | "SK";
            domain?: string;
            /** Format: email */
            email: string;
            firstName: string;
            /** @enum {string} */
            language: "de" | "en" | "cs" | "fr" | "it";
            lastName: string;
            login?: string;
            /** @default false */
            newsletter: boolean;
            nickname?: string;
            openIdUserId?: string;
            postalCode?: string | null;
            /** @enum {string|null} */
            salutation?: "mr" | "ms" | "none" | null;
            serial?: number | null;
            street?: string | null;
            /** @enum {string|null} */
            targetGroup?: "FGH" | "FHW" | "PRS" | null;
            telephone?: string | null;
            telephoneAccount?: string | null;
            /** Format: uri */
            websiteUrl?: string | null;
        };
        UserDataRequest: {
            accountId: string | null;
            accountInfo: string | null;
            accountName: string | null;
            appearsInResourceSearchHeating: boolean;
            appearsInResourceSearchSanitary: boolean;
            city: string | null;
            country: string;
            domain: string;
            email: string;
            firstName: string;
            language: string;
            lastName: string;
            login: string;
            newsletter: boolean;
            openIdUserId: string;
            postalCode: string | null;
            salutation: string | null;
            serial: number | null;
            street: string | null;
            targetGroup: string | null;
            telephone: string | null;
            telephoneAccount: string | null;
            websiteUrl: string | null;
        };
    };
    responses: {
        /** @description Default Response */
        Problem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getDealerSearchDealers: {
        parameters: {
            query?: {
                city?: string;
                country?: string;
                cultureCode?: string;
                division?: "heating" | "sanitary";
                latitude?: number;
                longitude?: number;
                postalCode?: string;
                productKeys?: string | string[];
                project?: "newBuilding" | "renovation" | "maintenance";
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
                    "application/json": components["schemas"]["DealerEntry"][];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["Problem"];
        };
    };
    getDealerSearchMap: {
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
                    "application/json": components["schemas"]["DealerMap"];
                };
            };
        };
    };
    getDealerSearchProducts: {
        parameters: {
            query?: {
                branchSubCodeKey?: string;
                cultureCode?: string;
                division?: "heating" | "sanitary";
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
                    "application/json": components["schemas"]["DealerSearchProduct"][];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["Problem"];
        };
    };
    getLocalizationCountries: {
        parameters: {
            query?: {
                cultureCode?: string;
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
                    "application/json": components["schemas"]["TranslationData"];
                };
            };
            400: components["responses"]["Problem"];
        };
    };
    getLocalizationDivisions: {
        parameters: {
            query?: {
                cultureCode?: string;
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
                    "application/json": components["schemas"]["TranslationData"];
                };
            };
            400: components["responses"]["Problem"];
        };
    };
    getLocalizationProjects: {
        parameters: {
            query?: {
                cultureCode?: string;
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
                    "application/json": components["schemas"]["TranslationData"];
                };
            };
            400: components["responses"]["Problem"];
        };
    };
    getLocalizationSalutations: {
        parameters: {
            query?: {
                cultureCode?: string;
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
                    "application/json": components["schemas"]["TranslationData"];
                };
            };
            400: components["responses"]["Problem"];
        };
    };
    getLocalizationTargetGroups: {
        parameters: {
            query?: {
                cultureCode?: string;
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
                    "application/json": components["schemas"]["TranslationData"];
                };
            };
            400: components["responses"]["Problem"];
        };
    };
    getRegistration: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: number;
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
                    "application/json": components["schemas"]["RegistrationPage"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    putRegistrationByUserIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationDecisionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationEntry"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    postRegistrationConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationConfirmationInput"];
            };
        };
        responses: {
            /** @description Done; the answer has no body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
        };
    };
    postRegistrationEndCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndCustomerRegistrationInput"];
            };
        };
        responses: {
            /** @description Done; the answer has no body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
        };
    };
    postRegistrationSimple: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimpleRegistrationDataInput"];
            };
        };
        responses: {
            /** @description Done; the answer has no body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
        };
    };
    postRegistrationSpecialist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserDataInput"];
            };
        };
        responses: {
            /** @description Done; the answer has no body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
        };
    };
    getUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["UserDataRequest"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
        };
    };
    patchUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserDataInput"];
            };
        };
        responses: {
            /** @description Done; the answer has no body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
        };
    };
    getUserByIdStatus: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["CrmUserStateResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
        };
    };
}
