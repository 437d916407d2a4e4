// Generated from the server's OpenAPI document by openapi-typescript: run `npm run openapi:types`.
// Do not edit: apps/server/src/http/openapi.test.ts fails when this file and the document differ.

export interface paths {
    "/portalapiproduction/api/KPI/{kpiSite}/{calendarweek}/{year}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace KPI by kpiSite by calendarweek by year update */
        put: operations["putKPIByKpiSiteByCalendarweekByYearUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/KPI/{kpiSite}/{calendarweek}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KPI by kpiSite by calendarweek edit */
        get: operations["getKPIByKpiSiteByCalendarweekEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/KPI/{kpiSite}/{calendarweek}/editHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KPI by kpiSite by calendarweek editHistory */
        get: operations["getKPIByKpiSiteByCalendarweekEditHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/KPI/{kpiSite}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KPI by kpiSite details */
        get: operations["getKPIByKpiSiteDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/KPI/{kpiSite}/editOverview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KPI by kpiSite editOverview */
        get: operations["getKPIByKpiSiteEditOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/KPI/{kpiSite}/maxCalendarweek": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KPI by kpiSite maxCalendarweek */
        get: operations["getKPIByKpiSiteMaxCalendarweek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/KPI/{kpiSite}/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KPI by kpiSite trend */
        get: operations["getKPIByKpiSiteTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/KPI/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KPI overview */
        get: operations["getKPIOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/KPI2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KPI2 */
        get: operations["getKPI2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/MesFlash/{plantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read MesFlash by plantId */
        get: operations["getMesFlashByPlantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portalapiproduction/api/MesFlash/plants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read MesFlash plants */
        get: operations["getMesFlashPlants"];
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
        FieldError: {
            limit?: number;
            message: string;
            path: string;
            /** @enum {string} */
            reason?: "required" | "too_short" | "too_long" | "too_small" | "too_big" | "invalid_email" | "invalid";
        };
        Kpi2Row: {
            calendarWeek: number;
            country: string;
            kpiSite: string;
            month: number | null;
            monthOfYear: number;
            monthTargetValue: number | null;
            /** @enum {string} */
            name: "Productivity" | "DeliveryReliability" | "DeliveryTime" | "ProducedVolume" | "AHU" | "Panels" | "Tubes" | "VentilationUnits";
            siteName: string;
            /** @enum {string} */
            stateOfMonth: "green" | "yellow" | "red" | "none";
            /** @enum {string} */
            stateOfWeek: "green" | "yellow" | "red" | "none";
            targetValue: number | null;
            /** @enum {string} */
            unit: "percent" | "days" | "pieces";
            week: number | null;
            year: number;
        };
        KpiDetails: {
            site: {
                country: string;
                currentCalendarWeek: number;
                currentYear: number;
                description: string;
                isEditable: boolean;
                kpiSite: string;
                name: string;
                timeZone: string;
            };
            weeks: {
                calendarWeek: number;
                performanceIndicator: components["schemas"]["PerformanceIndicator"][];
                year: number;
            }[];
            year: number;
        };
        KpiEditOverview: {
            kpiSite: string;
            weeks: {
                calendarWeek: number;
                hasValues: boolean;
                version: number;
                year: number;
            }[];
        };
        KpiHistoryEntry: {
            actualValueAfter: number | null;
            actualValueBefore: number | null;
            id: number;
            /** @enum {string} */
            kpi: "Productivity" | "DeliveryReliability" | "DeliveryTime" | "ProducedVolume" | "AHU" | "Panels" | "Tubes" | "VentilationUnits";
            targetValueAfter: number | null;
            targetValueBefore: number | null;
            timestamp: string;
            /** @enum {string} */
            unit: "percent" | "days" | "pieces";
            user: string;
        };
        KpiOverview: {
            currentCalendarWeek: number;
            currentYear: number;
            kpiSite: components["schemas"]["KpiSite"][];
        };
        KpiSite: {
            country: string;
            currentCalendarWeek: number;
            currentYear: number;
            description: string;
            isEditable: boolean;
            kpiSite: string;
            name: string;
            performanceIndicator: components["schemas"]["PerformanceIndicator"][];
            timeZone: string;
        };
        KpiTrend: {
            kpiSite: string;
            name: string;
            series: {
                higherIsBetter: boolean;
                /** @enum {string} */
                kpi: "Productivity" | "DeliveryReliability" | "DeliveryTime" | "ProducedVolume" | "AHU" | "Panels" | "Tubes" | "VentilationUnits";
                points: {
                    actualValue: number | null;
                    bandFrom: number | null;
                    bandTo: number | null;
                    calendarWeek: number;
                    /** @enum {string} */
                    state: "green" | "yellow" | "red" | "none";
                    targetValue: number | null;
                    year: number;
                }[];
                /** @enum {string} */
                unit: "percent" | "days" | "pieces";
            }[];
            weeks: components["schemas"]["KpiWeekRef"][];
        };
        KpiUpdateInput: {
            values: {
                actualValue: number | null;
                /** @enum {string} */
                kpi: "Productivity" | "DeliveryReliability" | "DeliveryTime" | "ProducedVolume" | "AHU" | "Panels" | "Tubes" | "VentilationUnits";
                targetValue: number | null;
            }[];
            version?: number;
        };
        KpiWeek: {
            calendarWeek: number;
            kpiSite: string;
            values: {
                actualValue: number | null;
                /** @enum {string} */
                kpi: "Productivity" | "DeliveryReliability" | "DeliveryTime" | "ProducedVolume" | "AHU" | "Panels" | "Tubes" | "VentilationUnits";
                targetCarriedFrom: components["schemas"]["KpiWeekRef"] | null;
                targetValue: number | null;
                /** @enum {string} */
                unit: "percent" | "days" | "pieces";
            }[];
            version: number;
            year: number;
        };
        KpiWeekRef: {
            calendarWeek: number;
            year: number;
        };
        MesDowntime: {
            endedAt: string | null;
            id: number;
            minutes: number;
            note: string;
            planned: boolean;
            /** @enum {string} */
            reason: "break" | "changeover" | "breakdown" | "materialShortage" | "qualityCheck" | "noStaff" | "maintenance";
            startedAt: string;
        };
        MesFlash: {
            asOf: string;
            date: string;
            endsAt: string;
            isRunning: boolean;
            plant: components["schemas"]["MesPlant"];
            /** @enum {string} */
            shift: "early" | "late" | "night";
            startsAt: string;
            workCentres: components["schemas"]["MesWorkCentreFlash"][];
        };
        MesOrder: {
            description: string;
            material: string;
            orderNumber: string;
            startedAt: string;
        };
        MesPlant: {
            country: string;
            name: string;
            plantId: string;
            shifts: components["schemas"]["MesShift"][];
            timeZone: string;
        };
        MesShift: {
            /** @enum {string} */
            code: "early" | "late" | "night";
            end: string;
            start: string;
        };
        MesWorkCentreFlash: {
            availability: number | null;
            currentOrder: components["schemas"]["MesOrder"] | null;
            downtimes: components["schemas"]["MesDowntime"][];
            goodPieces: number;
            name: string;
            oee: number | null;
            performance: number | null;
            plannedMinutes: number;
            quality: number | null;
            runMinutes: number;
            scrapPieces: number;
            /** @enum {string} */
            state: "running" | "down" | "idle";
            targetOfShift: number;
            targetToNow: number;
            workCentreId: string;
        };
        PerformanceIndicator: {
            calendarWeek: number;
            country: string;
            month: number | null;
            monthOfYear: number;
            monthTargetValue: number | null;
            /** @enum {string} */
            name: "Productivity" | "DeliveryReliability" | "DeliveryTime" | "ProducedVolume" | "AHU" | "Panels" | "Tubes" | "VentilationUnits";
            /** @enum {string} */
            stateOfMonth: "green" | "yellow" | "red" | "none";
            /** @enum {string} */
            stateOfWeek: "green" | "yellow" | "red" | "none";
            targetValue: number | null;
            /** @enum {string} */
            unit: "percent" | "days" | "pieces";
            week: number | null;
            year: number;
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
    putKPIByKpiSiteByCalendarweekByYearUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                calendarweek: number;
                kpiSite: string;
                year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KpiUpdateInput"];
            };
        };
        responses: {
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
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getKPIByKpiSiteByCalendarweekEdit: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path: {
                calendarweek: number;
                kpiSite: string;
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
                    "application/json": components["schemas"]["KpiWeek"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getKPIByKpiSiteByCalendarweekEditHistory: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path: {
                calendarweek: number;
                kpiSite: string;
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
                    "application/json": components["schemas"]["KpiHistoryEntry"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getKPIByKpiSiteDetails: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path: {
                kpiSite: string;
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
                    "application/json": components["schemas"]["KpiDetails"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getKPIByKpiSiteEditOverview: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path: {
                kpiSite: string;
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
                    "application/json": components["schemas"]["KpiEditOverview"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getKPIByKpiSiteMaxCalendarweek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kpiSite: string;
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
                    "application/json": components["schemas"]["KpiWeekRef"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getKPIByKpiSiteTrend: {
        parameters: {
            query?: {
                weeks?: number;
            };
            header?: never;
            path: {
                kpiSite: string;
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
                    "application/json": components["schemas"]["KpiTrend"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getKPIOverview: {
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
                    "application/json": components["schemas"]["KpiOverview"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getKPI2: {
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
                    "application/json": components["schemas"]["Kpi2Row"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getMesFlashByPlantId: {
        parameters: {
            query?: {
                date?: string;
                shift?: "early" | "late" | "night";
            };
            header?: never;
            path: {
                plantId: string;
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
                    "application/json": components["schemas"]["MesFlash"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getMesFlashPlants: {
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
                    "application/json": components["schemas"]["MesPlant"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
}
