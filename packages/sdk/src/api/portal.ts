// Generated from the server's OpenAPI document by openapi-typescript: run `npm run openapi:types`.
// Do not edit: apps/server/src/http/openapi.test.ts fails when this file and the document differ.

export interface paths {
    "/portal/api/Account/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Account me */
        get: operations["getAccountMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Account/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Account passkeys */
        post: operations["postAccountPasskeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Account/passkeys/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace Account passkeys by passkeyId */
        put: operations["putAccountPasskeysByPasskeyId"];
        post?: never;
        /** Delete Account passkeys by passkeyId */
        delete: operations["deleteAccountPasskeysByPasskeyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Account/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Account passkeys options */
        post: operations["postAccountPasskeysOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace Account password */
        put: operations["putAccountPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Account sessions */
        get: operations["getAccountSessions"];
        put?: never;
        post?: never;
        /** Delete Account sessions */
        delete: operations["deleteAccountSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Account/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace Account totp */
        put: operations["putAccountTotp"];
        post?: never;
        /** Delete Account totp */
        delete: operations["deleteAccountTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Account/totp/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Account totp enrolment */
        post: operations["postAccountTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Audit */
        get: operations["getAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Auth/loginOpenId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Auth loginOpenId */
        post: operations["postAuthLoginOpenId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Auth logout */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Auth/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Auth permissions */
        get: operations["getAuthPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BekonTracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read BekonTracking */
        get: operations["getBekonTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/calc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalc calc */
        post: operations["postBuildingCalcCalc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/calcHeatPump": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalc calcHeatPump */
        post: operations["postBuildingCalcCalcHeatPump"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/calcInvestFBHhydrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalc calcInvestFBHhydrl */
        post: operations["postBuildingCalcCalcInvestFBHhydrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/calcInvestKWL": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalc calcInvestKWL */
        post: operations["postBuildingCalcCalcInvestKWL"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/calcInvestSystempackage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalc calcInvestSystempackage */
        post: operations["postBuildingCalcCalcInvestSystempackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalc GeneratePDF */
        post: operations["postBuildingCalcGeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalc GenerateXLSX */
        post: operations["postBuildingCalcGenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/GetTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read BuildingCalc GetTemplate */
        get: operations["getBuildingCalcGetTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/HeatPump/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalc HeatPump GeneratePDF */
        post: operations["postBuildingCalcHeatPumpGeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalc/HeatPump/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalc HeatPump GenerateXLSX */
        post: operations["postBuildingCalcHeatPumpGenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingCalcV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit BuildingCalcV2 */
        post: operations["postBuildingCalcV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingProject/product/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read BuildingProject product states */
        get: operations["getBuildingProjectProductStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/BuildingProject/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read BuildingProject projects */
        get: operations["getBuildingProjectProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/CalcProjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read CalcProjects */
        get: operations["getCalcProjects"];
        put?: never;
        /** Submit CalcProjects */
        post: operations["postCalcProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/CalcProjects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read CalcProjects by id */
        get: operations["getCalcProjectsById"];
        /**
         * Replace CalcProjects by id
         * @description Send If-Match with the project's version as `"v{version}"` (its ETag); 428 without, 412 when it was saved meanwhile.
         */
        put: operations["putCalcProjectsById"];
        post?: never;
        /** Delete CalcProjects by id */
        delete: operations["deleteCalcProjectsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/CalcProjects/{id}/Generate/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read CalcProjects by id Generate by format */
        get: operations["getCalcProjectsByIdGenerateByFormat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/ConvectorLoadCalc/calc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit ConvectorLoadCalc calc */
        post: operations["postConvectorLoadCalcCalc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/ConvectorLoadCalc/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit ConvectorLoadCalc GeneratePDF */
        post: operations["postConvectorLoadCalcGeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/ConvectorLoadCalc/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit ConvectorLoadCalc GenerateXLSX */
        post: operations["postConvectorLoadCalcGenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/ConvectorLoadCalc/GetTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read ConvectorLoadCalc GetTemplate */
        get: operations["getConvectorLoadCalcGetTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/CrossDesigner/calc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit CrossDesigner calc */
        post: operations["postCrossDesignerCalc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/CrossDesigner/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit CrossDesigner GeneratePDF */
        post: operations["postCrossDesignerGeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/CrossDesigner/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit CrossDesigner GenerateXLSX */
        post: operations["postCrossDesignerGenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Customer */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/DynamicConfigurator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit DynamicConfigurator */
        post: operations["postDynamicConfigurator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/DynamicConfigurator/GetCharacteristicListFirst": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DynamicConfigurator GetCharacteristicListFirst */
        get: operations["getDynamicConfiguratorGetCharacteristicListFirst"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/DynamicConfigurator/GetCustomerNumber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DynamicConfigurator GetCustomerNumber */
        get: operations["getDynamicConfiguratorGetCustomerNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/DynamicConfigurator/GetInfoText": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DynamicConfigurator GetInfoText */
        get: operations["getDynamicConfiguratorGetInfoText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/DynamicConfigurator/GetKMat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DynamicConfigurator GetKMat */
        get: operations["getDynamicConfiguratorGetKMat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/DynamicConfigurator/GetProductGroupsData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DynamicConfigurator GetProductGroupsData */
        get: operations["getDynamicConfiguratorGetProductGroupsData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/DynamicConfigurator/GetSelectStepData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DynamicConfigurator GetSelectStepData */
        get: operations["getDynamicConfiguratorGetSelectStepData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/DynamicConfigurator/SavedConfiguration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DynamicConfigurator SavedConfiguration */
        get: operations["getDynamicConfiguratorSavedConfiguration"];
        put?: never;
        /** Submit DynamicConfigurator SavedConfiguration */
        post: operations["postDynamicConfiguratorSavedConfiguration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/DynamicConfigurator/SavedConfiguration/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read DynamicConfigurator SavedConfiguration by id */
        get: operations["getDynamicConfiguratorSavedConfigurationById"];
        /** Replace DynamicConfigurator SavedConfiguration by id */
        put: operations["putDynamicConfiguratorSavedConfigurationById"];
        post?: never;
        /** Delete DynamicConfigurator SavedConfiguration by id */
        delete: operations["deleteDynamicConfiguratorSavedConfigurationById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Favorites */
        get: operations["getFavorites"];
        put?: never;
        /** Submit Favorites */
        post: operations["postFavorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Favorites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Favorites by id */
        get: operations["getFavoritesById"];
        /** Replace Favorites by id */
        put: operations["putFavoritesById"];
        post?: never;
        /** Delete Favorites by id */
        delete: operations["deleteFavoritesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Favorites/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Favorites user by userId */
        get: operations["getFavoritesUserByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File file */
        get: operations["getFileFile"];
        /** Replace File file */
        put: operations["putFileFile"];
        post?: never;
        /** Delete File file */
        delete: operations["deleteFileFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/fileByModule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File fileByModule */
        get: operations["getFileFileByModule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File files */
        get: operations["getFileFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File folders */
        get: operations["getFileFolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit File restore */
        post: operations["postFileRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/rights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File rights */
        get: operations["getFileRights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File search */
        get: operations["getFileSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File thumbnail */
        get: operations["getFileThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File version */
        get: operations["getFileVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File versions */
        get: operations["getFileVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/File/versionThumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read File versionThumbnail */
        get: operations["getFileVersionThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/HPC/calc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit HPC calc */
        post: operations["postHPCCalc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/HPC/GenerateGAEB": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit HPC GenerateGAEB */
        post: operations["postHPCGenerateGAEB"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/HPC/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit HPC GeneratePDF */
        post: operations["postHPCGeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/HPC/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit HPC GenerateXLSX */
        post: operations["postHPCGenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/HPC/GetTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read HPC GetTemplate */
        get: operations["getHPCGetTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KCModel/calc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KCModel calc */
        post: operations["postKCModelCalc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KCModel/calcOutput": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KCModel calcOutput */
        post: operations["postKCModelCalcOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KCModel/GenerateGAEB": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KCModel GenerateGAEB */
        post: operations["postKCModelGenerateGAEB"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KCModel/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KCModel GeneratePDF */
        post: operations["postKCModelGeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KCModel/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KCModel GenerateXLSX */
        post: operations["postKCModelGenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KCModel/GetTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KCModel GetTemplate */
        get: operations["getKCModelGetTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KPI/{kpiSite}/{calendarweek}/{year}/update": {
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
    "/portal/api/KPI/{kpiSite}/{calendarweek}/edit": {
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
    "/portal/api/KPI/{kpiSite}/{calendarweek}/editHistory": {
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
    "/portal/api/KPI/{kpiSite}/details": {
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
    "/portal/api/KPI/{kpiSite}/editOverview": {
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
    "/portal/api/KPI/{kpiSite}/maxCalendarweek": {
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
    "/portal/api/KPI/{kpiSite}/trend": {
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
    "/portal/api/KPI/overview": {
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
    "/portal/api/KPI2": {
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
    "/portal/api/KRN41/calc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KRN41 calc */
        post: operations["postKRN41Calc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KRN41/calcOutput": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KRN41 calcOutput */
        post: operations["postKRN41CalcOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KRN41/GenerateGAEB": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KRN41 GenerateGAEB */
        post: operations["postKRN41GenerateGAEB"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KRN41/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KRN41 GeneratePDF */
        post: operations["postKRN41GeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KRN41/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit KRN41 GenerateXLSX */
        post: operations["postKRN41GenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/KRN41/GetTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read KRN41 GetTemplate */
        get: operations["getKRN41GetTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Material": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Material */
        get: operations["getMaterial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/MiniApps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read MiniApps */
        get: operations["getMiniApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/MiniApps/loads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit MiniApps loads */
        post: operations["postMiniAppsLoads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/MiniApps/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read MiniApps public */
        get: operations["getMiniAppsPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/MiniApps/reload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit MiniApps reload */
        post: operations["postMiniAppsReload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/MiniApps/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read MiniApps routes */
        get: operations["getMiniAppsRoutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemArticle/{applicationId}/{id}/article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemArticle by applicationId by id article */
        get: operations["getOrderSystemArticleByApplicationIdByIdArticle"];
        put?: never;
        post?: never;
        /** Delete OrderSystemArticle by applicationId by id article */
        delete: operations["deleteOrderSystemArticleByApplicationIdByIdArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemArticle/{applicationId}/{id}/updateArticle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace OrderSystemArticle by applicationId by id updateArticle */
        put: operations["putOrderSystemArticleByApplicationIdByIdUpdateArticle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemArticle/{applicationId}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemArticle by applicationId articles */
        get: operations["getOrderSystemArticleByApplicationIdArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemArticle/{applicationId}/createArticle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit OrderSystemArticle by applicationId createArticle */
        post: operations["postOrderSystemArticleByApplicationIdCreateArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemArticle/{applicationId}/nonDefaultArticles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemArticle by applicationId nonDefaultArticles */
        get: operations["getOrderSystemArticleByApplicationIdNonDefaultArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemOrder/{applicationId}/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit OrderSystemOrder by applicationId by id cancel */
        post: operations["postOrderSystemOrderByApplicationIdByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemOrder/{applicationId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemOrder by applicationId export */
        get: operations["getOrderSystemOrderByApplicationIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemOrder/{applicationId}/orderedArticles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemOrder by applicationId orderedArticles */
        get: operations["getOrderSystemOrderByApplicationIdOrderedArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemOrder/{applicationId}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemOrder by applicationId statement */
        get: operations["getOrderSystemOrderByApplicationIdStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemOrder/{applicationId}/statement/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemOrder by applicationId statement export */
        get: operations["getOrderSystemOrderByApplicationIdStatementExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemPlan/{applicationId}/{id}/closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace OrderSystemPlan by applicationId by id closed */
        put: operations["putOrderSystemPlanByApplicationIdByIdClosed"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemPlan/{applicationId}/{id}/deletePlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete OrderSystemPlan by applicationId by id deletePlan */
        delete: operations["deleteOrderSystemPlanByApplicationIdByIdDeletePlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemPlan/{applicationId}/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemPlan by applicationId by id plan */
        get: operations["getOrderSystemPlanByApplicationIdByIdPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemPlan/{applicationId}/{id}/updatePlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace OrderSystemPlan by applicationId by id updatePlan */
        put: operations["putOrderSystemPlanByApplicationIdByIdUpdatePlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemPlan/{applicationId}/createPlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit OrderSystemPlan by applicationId createPlan */
        post: operations["postOrderSystemPlanByApplicationIdCreatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemPlan/{applicationId}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemPlan by applicationId plan */
        get: operations["getOrderSystemPlanByApplicationIdPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemPlan/{applicationId}/plan/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemPlan by applicationId plan items */
        get: operations["getOrderSystemPlanByApplicationIdPlanItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemPlan/{applicationId}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemPlan by applicationId plans */
        get: operations["getOrderSystemPlanByApplicationIdPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemUserOrder/{applicationId}/{id}/deleteOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete OrderSystemUserOrder by applicationId by id deleteOrder */
        delete: operations["deleteOrderSystemUserOrderByApplicationIdByIdDeleteOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemUserOrder/{applicationId}/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemUserOrder by applicationId by id order */
        get: operations["getOrderSystemUserOrderByApplicationIdByIdOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemUserOrder/{applicationId}/{id}/updateOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace OrderSystemUserOrder by applicationId by id updateOrder */
        put: operations["putOrderSystemUserOrderByApplicationIdByIdUpdateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemUserOrder/{applicationId}/createOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit OrderSystemUserOrder by applicationId createOrder */
        post: operations["postOrderSystemUserOrderByApplicationIdCreateOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemUserOrder/{applicationId}/orderedUserArticles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemUserOrder by applicationId orderedUserArticles */
        get: operations["getOrderSystemUserOrderByApplicationIdOrderedUserArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemUserOrder/{applicationId}/orderedUserArticlesByPlanId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemUserOrder by applicationId orderedUserArticlesByPlanId */
        get: operations["getOrderSystemUserOrderByApplicationIdOrderedUserArticlesByPlanId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemUserOrder/{applicationId}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemUserOrder by applicationId plans */
        get: operations["getOrderSystemUserOrderByApplicationIdPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderSystemUserOrder/canteens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderSystemUserOrder canteens */
        get: operations["getOrderSystemUserOrderCanteens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderTracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderTracking */
        get: operations["getOrderTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderTracking/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderTracking by orderNumber */
        get: operations["getOrderTrackingByOrderNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderTracking/{orderNumber}/document/{document}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderTracking by orderNumber document by document */
        get: operations["getOrderTrackingByOrderNumberDocumentByDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/OrderTracking/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read OrderTracking export */
        get: operations["getOrderTrackingExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Org */
        get: operations["getOrg"];
        put?: never;
        /** Submit Org */
        post: operations["postOrg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Org/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace Org by id */
        put: operations["putOrgById"];
        post?: never;
        /** Delete Org by id */
        delete: operations["deleteOrgById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Org/private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Org private */
        get: operations["getOrgPrivate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Org/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Org public */
        get: operations["getOrgPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Permissions */
        get: operations["getPermissions"];
        put?: never;
        /** Submit Permissions */
        post: operations["postPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Permissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Permissions by id */
        get: operations["getPermissionsById"];
        /** Replace Permissions by id */
        put: operations["putPermissionsById"];
        post?: never;
        /** Delete Permissions by id */
        delete: operations["deletePermissionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Permissions/{id}/PermissionSet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Permissions by id PermissionSet */
        get: operations["getPermissionsByIdPermissionSet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PermissionSets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read PermissionSets */
        get: operations["getPermissionSets"];
        put?: never;
        /** Submit PermissionSets */
        post: operations["postPermissionSets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PermissionSets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read PermissionSets by id */
        get: operations["getPermissionSetsById"];
        /** Replace PermissionSets by id */
        put: operations["putPermissionSetsById"];
        post?: never;
        /** Delete PermissionSets by id */
        delete: operations["deletePermissionSetsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PermissionSets/{id}/resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read PermissionSets by id resource */
        get: operations["getPermissionSetsByIdResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PermissionSets/{id}/Role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read PermissionSets by id Role */
        get: operations["getPermissionSetsByIdRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PermissionSets/{permissionSetId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit PermissionSets by permissionSetId permissions */
        post: operations["postPermissionSetsByPermissionSetIdPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PermissionSets/{permissionSetId}/permissions/{permissionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete PermissionSets by permissionSetId permissions by permissionId */
        delete: operations["deletePermissionSetsByPermissionSetIdPermissionsByPermissionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PM/KRN92": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read PM KRN92 */
        get: operations["getPMKRN92"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PM/KRN92/GenerateGAEB": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit PM KRN92 GenerateGAEB */
        post: operations["postPMKRN92GenerateGAEB"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PM/KRN92/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit PM KRN92 GeneratePDF */
        post: operations["postPMKRN92GeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PM/KRN92/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit PM KRN92 GenerateXLSX */
        post: operations["postPMKRN92GenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/PM/KRN92/getTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read PM KRN92 getTemplate */
        get: operations["getPMKRN92GetTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Questionnaire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Questionnaire */
        get: operations["getQuestionnaire"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Questionnaire/{questionnaireId}/Answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Questionnaire by questionnaireId Answer */
        post: operations["postQuestionnaireByQuestionnaireIdAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Questionnaire/{questionnaireId}/Close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Questionnaire by questionnaireId Close */
        post: operations["postQuestionnaireByQuestionnaireIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Questionnaire/{questionnaireId}/Question": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Questionnaire by questionnaireId Question */
        get: operations["getQuestionnaireByQuestionnaireIdQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Questionnaire/{questionnaireId}/Response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Questionnaire by questionnaireId Response */
        post: operations["postQuestionnaireByQuestionnaireIdResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Questionnaire/{questionnaireId}/Result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Questionnaire by questionnaireId Result */
        get: operations["getQuestionnaireByQuestionnaireIdResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Questionnaire/Results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Questionnaire Results */
        get: operations["getQuestionnaireResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit reporting Chart */
        post: operations["postReportingChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Chart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete reporting Chart by id */
        delete: operations["deleteReportingChartById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Chart/{id}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting Chart by id data */
        get: operations["getReportingChartByIdData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting Dashboard */
        get: operations["getReportingDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Dashboard/Share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit reporting Dashboard Share */
        post: operations["postReportingDashboardShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Dashboard/Share/{ownerId}/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete reporting Dashboard Share by ownerId by userId */
        delete: operations["deleteReportingDashboardShareByOwnerIdByUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Dashboard/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting Dashboard shared */
        get: operations["getReportingDashboardShared"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting Metadata */
        get: operations["getReportingMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Metadata/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting Metadata by id */
        get: operations["getReportingMetadataById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting Query */
        get: operations["getReportingQuery"];
        put?: never;
        /** Submit reporting Query */
        post: operations["postReportingQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Query/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting Query by id */
        get: operations["getReportingQueryById"];
        /** Replace reporting Query by id */
        put: operations["putReportingQueryById"];
        post?: never;
        /** Delete reporting Query by id */
        delete: operations["deleteReportingQueryById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit reporting Report */
        post: operations["postReportingReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/SharedQuery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting SharedQuery */
        get: operations["getReportingSharedQuery"];
        put?: never;
        /** Submit reporting SharedQuery */
        post: operations["postReportingSharedQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/SharedQuery/{id}/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete reporting SharedQuery by id by userId */
        delete: operations["deleteReportingSharedQueryByIdByUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/SharedQuery/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting SharedQuery recipients */
        get: operations["getReportingSharedQueryRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reporting Subscription */
        get: operations["getReportingSubscription"];
        put?: never;
        /** Submit reporting Subscription */
        post: operations["postReportingSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/reporting/Subscription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace reporting Subscription by id */
        put: operations["putReportingSubscriptionById"];
        post?: never;
        /** Delete reporting Subscription by id */
        delete: operations["deleteReportingSubscriptionById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Resources */
        get: operations["getResources"];
        put?: never;
        /** Submit Resources */
        post: operations["postResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Resources by id */
        get: operations["getResourcesById"];
        /** Replace Resources by id */
        put: operations["putResourcesById"];
        post?: never;
        /** Delete Resources by id */
        delete: operations["deleteResourcesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Resources/{id}/resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Resources by id resource */
        get: operations["getResourcesByIdResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Resources/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Resources groups */
        get: operations["getResourcesGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Role */
        get: operations["getRole"];
        put?: never;
        /** Submit Role */
        post: operations["postRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Role/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Role by id */
        get: operations["getRoleById"];
        /** Replace Role by id */
        put: operations["putRoleById"];
        post?: never;
        /** Delete Role by id */
        delete: operations["deleteRoleById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Role/{roleId}/ResourcePermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Role by roleId ResourcePermission */
        get: operations["getRoleByRoleIdResourcePermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Role/{roleId}/ResourcePermission/{ressourceId}/{permissionSetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete Role by roleId ResourcePermission by ressourceId by permissionSetId */
        delete: operations["deleteRoleByRoleIdResourcePermissionByRessourceIdByPermissionSetId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Role/{roleId}/ResourcePermission/{ressourceId}/{permissionSetId}/{accessType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit Role by roleId ResourcePermission by ressourceId by permissionSetId by accessType */
        post: operations["postRoleByRoleIdResourcePermissionByRessourceIdByPermissionSetIdByAccessType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/Role/{roleId}/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read Role by roleId user */
        get: operations["getRoleByRoleIdUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/SalesPerformance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read SalesPerformance */
        get: operations["getSalesPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/SalesPerformance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read SalesPerformance export */
        get: operations["getSalesPerformanceExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/SalesPerformance/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read SalesPerformance filter */
        get: operations["getSalesPerformanceFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/SapSql": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit SapSql */
        post: operations["postSapSql"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/SapSql/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read SapSql audit */
        get: operations["getSapSqlAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/ScimDirectory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read ScimDirectory */
        get: operations["getScimDirectory"];
        put?: never;
        /** Submit ScimDirectory */
        post: operations["postScimDirectory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/ScimDirectory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read ScimDirectory by id */
        get: operations["getScimDirectoryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/ScimDirectory/{id}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit ScimDirectory by id token */
        post: operations["postScimDirectoryByIdToken"];
        /** Delete ScimDirectory by id token */
        delete: operations["deleteScimDirectoryByIdToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User */
        get: operations["getUser"];
        put?: never;
        /** Submit User */
        post: operations["postUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by id */
        get: operations["getUserById"];
        /** Replace User by id */
        put: operations["putUserById"];
        post?: never;
        /** Delete User by id */
        delete: operations["deleteUserById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by userId access */
        get: operations["getUserByUserIdAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/access/{ressourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by userId access by ressourceId */
        get: operations["getUserByUserIdAccessByRessourceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by userId attribute */
        get: operations["getUserByUserIdAttribute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/attribute/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace User by userId attribute by key */
        put: operations["putUserByUserIdAttributeByKey"];
        post?: never;
        /** Delete User by userId attribute by key */
        delete: operations["deleteUserByUserIdAttributeByKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit User by userId disable */
        post: operations["postUserByUserIdDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit User by userId enable */
        post: operations["postUserByUserIdEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete User by userId factors */
        delete: operations["deleteUserByUserIdFactors"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by userId favorite */
        get: operations["getUserByUserIdFavorite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit User by userId invitation */
        post: operations["postUserByUserIdInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/parameter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by userId parameter */
        get: operations["getUserByUserIdParameter"];
        put?: never;
        /** Submit User by userId parameter */
        post: operations["postUserByUserIdParameter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/parameter/{parameterId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete User by userId parameter by parameterId */
        delete: operations["deleteUserByUserIdParameterByParameterId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by userId role */
        get: operations["getUserByUserIdRole"];
        put?: never;
        /** Submit User by userId role */
        post: operations["postUserByUserIdRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/role/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete User by userId role by roleId */
        delete: operations["deleteUserByUserIdRoleByRoleId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/{userId}/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User by userId sign-in */
        get: operations["getUserByUserIdSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/User/usernames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read User usernames */
        get: operations["getUserUsernames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/UserParameter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read UserParameter */
        get: operations["getUserParameter"];
        put?: never;
        /** Submit UserParameter */
        post: operations["postUserParameter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/UserParameter/{userParametersId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete UserParameter by userParametersId */
        delete: operations["deleteUserParameterByUserParametersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlair/calcOutput": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit XFlair calcOutput */
        post: operations["postXFlairCalcOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlair/GenerateGAEB": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit XFlair GenerateGAEB */
        post: operations["postXFlairGenerateGAEB"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlair/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit XFlair GeneratePDF */
        post: operations["postXFlairGeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlair/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit XFlair GenerateXLSX */
        post: operations["postXFlairGenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlair/GetTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read XFlair GetTemplate */
        get: operations["getXFlairGetTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlairTausch/calcOutput": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit XFlairTausch calcOutput */
        post: operations["postXFlairTauschCalcOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlairTausch/GenerateGAEB": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit XFlairTausch GenerateGAEB */
        post: operations["postXFlairTauschGenerateGAEB"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlairTausch/GeneratePDF": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit XFlairTausch GeneratePDF */
        post: operations["postXFlairTauschGeneratePDF"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlairTausch/GenerateXLSX": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit XFlairTausch GenerateXLSX */
        post: operations["postXFlairTauschGenerateXLSX"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/XFlairTausch/GetTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read XFlairTausch GetTemplate */
        get: operations["getXFlairTauschGetTemplate"];
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
        AccessPath: {
            accessType: number;
            conditions: components["schemas"]["ConditionOutcome"][];
            grants: boolean;
            permissionSet: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            role: {
                /** Format: uuid */
                id: string;
                name: string;
            };
        };
        AccountPasskey: {
            createdAt: string;
            id: string;
            lastUsedAt: string | null;
            name: string;
        };
        AccountProfile: {
            department: string;
            email: string;
            familyName: string;
            givenName: string;
            id: string;
            locale: string;
            login: string;
            passkeys: components["schemas"]["AccountPasskey"][];
            totpEnabled: boolean;
        };
        AccountSession: {
            expiresAt: string | null;
            host: string;
            id: string;
            secondFactor: boolean;
            signedInAt: string | null;
        };
        AdditiveList: ("colouring" | "preservative" | "antioxidant" | "flavourEnhancer" | "sulphured" | "blackened" | "waxed" | "phosphate" | "sweetener" | "phenylalanine" | "caffeine" | "quinine")[];
        AdditiveListInput: ("colouring" | "preservative" | "antioxidant" | "flavourEnhancer" | "sulphured" | "blackened" | "waxed" | "phosphate" | "sweetener" | "phenylalanine" | "caffeine" | "quinine")[];
        AllergenList: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
        AllergenListInput: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
        Annuitaeten: {
            annuitaetVdi: number;
            bedarf: number;
            betrieb: number;
            co2: number;
            erloese: number;
            gesamt: number;
            kapital: number;
        };
        AnswerInput: {
            questionId: number;
            questionnaireId?: number;
            value: string;
        };
        ArticleInput: {
            /** @default [] */
            additives: components["schemas"]["AdditiveListInput"];
            /** @default [] */
            allergens: components["schemas"]["AllergenListInput"];
            articlePrice: string;
            /** @default  */
            description: string;
            /** @default false */
            isDefault: boolean;
            name: string;
        };
        AuditEntry: {
            action: string;
            actor: {
                /** Format: uuid */
                id: string | null;
                name: string;
                sub: string;
            };
            after: unknown;
            at: string;
            before: unknown;
            entity: string;
            entityId: string;
            id: number;
            requestId: string | null;
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            page: number;
            pageSize: number;
            total: number;
        };
        Bauteil: {
            /** @description in °C */
            angrenzendeTemp?: number;
            /**
             * @default aussen
             * @enum {string}
             */
            angrenzung: "aussen" | "unbeheizt" | "erdreich" | "beheizt";
            bauteilart: string;
            /** @default  */
            bezeichnung: string;
            /** @description a plain number (a count, a fraction or a factor) */
            faktor?: number;
            /** @description in m² */
            flaeche: number;
            /** @description in W/(m²·K) */
            u?: number;
        };
        BauteilInput: {
            /** @description in °C */
            angrenzendeTemp?: number;
            /**
             * @default aussen
             * @enum {string}
             */
            angrenzung: "aussen" | "unbeheizt" | "erdreich" | "beheizt";
            bauteilart: string;
            /** @default  */
            bezeichnung: string;
            /** @description a plain number (a count, a fraction or a factor) */
            faktor?: number;
            /** @description in m² */
            flaeche: number;
            /** @description in W/(m²·K) */
            u?: number;
        };
        BekonTrackingEvent: {
            date: string | null;
            done: boolean;
            /** @enum {string} */
            step: "ordered" | "confirmed" | "produced" | "shipped" | "delivered";
        };
        BekonTrackingPosition: {
            materialNumber: string;
            name: string;
            position: number;
            quantity: number;
            unit: string;
        };
        BekonTrackingResult: {
            carrier: string | null;
            deliveryNumber: string;
            expectedDeliveryDate: string | null;
            orderNumber: string;
            positions: components["schemas"]["BekonTrackingPosition"][];
            /** @enum {string} */
            status: "ordered" | "confirmed" | "produced" | "shipped" | "delivered";
            timeline: components["schemas"]["BekonTrackingEvent"][];
            trackingNumber: string | null;
        };
        BuildingCalc: {
            /** @description a plain number (a count, a fraction or a factor) */
            baujahr: number;
            /**
             * @default sanierung
             * @enum {string}
             */
            modus: "neubau" | "sanierung";
            /** @description in °C */
            normAussenTemp?: number;
            raeume: components["schemas"]["Raum"][];
            standort?: string;
            /**
             * @description in W/(m²·K)
             * @default 0.1
             */
            waermebrueckenzuschlag: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0
             */
            waermerueckgewinnung: number;
        };
        BuildingCalcInput: {
            /** @description a plain number (a count, a fraction or a factor) */
            baujahr: number;
            /**
             * @default sanierung
             * @enum {string}
             */
            modus: "neubau" | "sanierung";
            /** @description in °C */
            normAussenTemp?: number;
            raeume: components["schemas"]["RaumInput"][];
            standort?: string;
            /**
             * @description in W/(m²·K)
             * @default 0.1
             */
            waermebrueckenzuschlag: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0
             */
            waermerueckgewinnung: number;
        };
        BuildingCalcResult: {
            heizlast: number;
            lueftung: number;
            normAussenTemp: number;
            raeume: components["schemas"]["RaumHeizlast"][];
            spezifischeHeizlast: number;
            transmission: number;
        };
        BuildingProject: {
            branchCode: string;
            city: string;
            companyCode: string;
            customerName: string | null;
            customerNumber: string | null;
            name: string;
            number: string;
            products: {
                productGroup: string;
                quantity: number;
                stateKey: string;
                unit: string;
            }[];
            startDate: string;
        };
        CalcProjectInput: {
            name: string;
            /** @default [] */
            positionen: components["schemas"]["CalcProjectPositionInput"][];
        };
        CalcProjectPositionInput: {
            bezeichnung: string;
            input: components["schemas"]["RadiatorCalcInput"];
            /** @enum {string} */
            rechner: "xflair";
        } | {
            bezeichnung: string;
            input: components["schemas"]["RadiatorExchangeInput"];
            /** @enum {string} */
            rechner: "xflairTausch";
        } | {
            bezeichnung: string;
            input: components["schemas"]["Krn41Input"];
            /** @enum {string} */
            rechner: "krn41";
        } | {
            bezeichnung: string;
            input: components["schemas"]["KcModelInput"];
            /** @enum {string} */
            rechner: "kcModel";
        } | {
            bezeichnung: string;
            input: components["schemas"]["HpcInput"];
            /** @enum {string} */
            rechner: "hpc";
        };
        CalcProjectRequest: {
            /** Format: uuid */
            id: string;
            name: string;
            positionen: {
                bezeichnung: string;
                input: {
                    [key: string]: unknown;
                };
                /** @enum {string} */
                rechner: "xflair" | "xflairTausch" | "krn41" | "kcModel" | "hpc";
            }[];
            updatedAt: string;
            version: number;
        };
        CalcProjectSummary: {
            /** Format: uuid */
            id: string;
            name: string;
            positionen: number;
            updatedAt: string;
        };
        Canteen: {
            applicationId: string;
            currency: string;
            name: string;
            pickUpLocations: string[];
            pickUpTimes: string[];
            timeZone: string;
        };
        CanteenListEntry: {
            applicationId: string;
            currency: string;
            kitchen: {
                articles: boolean;
                orders: boolean;
                plans: boolean;
            };
            name: string;
            pickUpLocations: string[];
            pickUpTimes: string[];
            timeZone: string;
        };
        ChartInput: {
            category?: string;
            /** @enum {string} */
            kind: "bar" | "line" | "pie" | "number";
            name: string;
            /** Format: uuid */
            reportingQueryId: string;
            value: string;
        };
        ChartRequest: {
            category: string | null;
            chartId: string;
            /** @enum {string} */
            kind: "bar" | "line" | "pie" | "number";
            name: string;
            position: number;
            queryName: string;
            reportingQueryId: string;
            value: string;
        };
        ConditionOutcome: {
            actual: string | null;
            attribute: string;
            holds: boolean | null;
            /** @enum {string} */
            on: "user" | "data";
            operator: string;
            value: string;
        };
        ConfigCharacteristic: {
            characteristicKey: string;
            conflict: string | null;
            hasInfo: boolean;
            name: string;
            range: {
                increment: number;
                max: number;
                min: number;
            } | null;
            /** @enum {string|null} */
            source: "user" | "default" | null;
            step: number;
            /** @enum {string} */
            type: "choice" | "number";
            unit: string | null;
            valueKey: string | null;
            values: components["schemas"]["ConfigValue"][];
        };
        ConfigMessage: {
            characteristicKey: string | null;
            code: string;
            message: string;
            msgNumber: number;
        };
        ConfigPrice: {
            brutto: number;
            currency: string;
            message: string;
            netto: number;
        };
        ConfigValue: {
            allowed: boolean;
            name: string;
            reason: string | null;
            valueKey: string;
        };
        CoverDesignInput: {
            /** @description in mm */
            breite: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0.005
             */
            durchbiegungsgrenze: number;
            /**
             * @description in kN
             * @default 1.5
             */
            einzellast: number;
            farbe?: string;
            /**
             * @default gerade
             * @enum {string}
             */
            form: "gerade" | "lForm";
            /** @description in mm */
            laenge: number;
            /** @description in mm */
            laenge2?: number;
            /**
             * @description in mm
             * @default 200
             */
            lastflaeche: number;
            /** @enum {string} */
            lastklasse?: "A15" | "B125" | "C250" | "D400" | "E600" | "F900";
            /** @enum {string} */
            material: "aluminium" | "edelstahl" | "eiche";
            /**
             * @description in mm
             * @default 2000
             */
            maxSegmentlaenge: number;
            oberflaeche: string;
            /** @description in mm */
            stabbreite: number;
            /** @description in mm */
            stabhoehe: number;
            /**
             * @description in mm
             * @default 300
             */
            stuetzabstand: number;
            /** @description in mm */
            teilung: number;
            /** @enum {string} */
            typ: "linearQuer" | "linearLaengs" | "rollrost";
            /** @enum {string} */
            version: "1.5" | "2.0" | "2.1";
        };
        CoverDesignResult: {
            auslastung: number;
            belastungswert: number;
            bestanden: boolean;
            durchbiegung: number;
            freierquerschnitt: number;
            gruende: ("festigkeit" | "durchbiegung" | "lastklasse")[];
            lastJeStab: number;
            lastklasse: {
                erfuellt: boolean;
                /** @enum {string} */
                klasse: "A15" | "B125" | "C250" | "D400" | "E600" | "F900";
                pruefkraft: number;
                tragfaehigkeit: number;
            } | null;
            /** @enum {string} */
            massgebend: "festigkeit" | "durchbiegung";
            schenkel: components["schemas"]["CoverLeg"][];
            segmentanzahl: number;
            spannung: number;
            spannweite: number;
            stoesse: number;
            stueckliste: components["schemas"]["CoverPart"][];
            tragendeStaebe: number;
            zulaessigeDurchbiegung: number;
            zulaessigeSpannung: number;
        };
        CoverLeg: {
            laenge: number;
            segmentanzahl: number;
            segmente: components["schemas"]["SegmentGroup"][];
            stoesse: number;
        };
        CoverPart: {
            anzahl: number;
            gehrung: boolean;
            laenge?: number;
            position: number;
            /** @enum {string} */
            teil: "segment" | "auflagerprofil" | "tragprofil" | "stossverbinder" | "eckverbinder";
        };
        Customer: {
            accountGroup: string;
            city: string;
            companyCode: string;
            country: string;
            name: string;
            name2: string;
            number: string;
            postalCode: string;
            score: number;
            street: string;
            type: string;
        };
        CustomerNumber: {
            kundenNummer: string | null;
            name: string | null;
        };
        Dashboard: {
            charts: components["schemas"]["ChartRequest"][];
            isOwner: boolean;
            ownerId: string;
            ownerName: string;
            shares: components["schemas"]["DashboardShare"][];
        };
        DashboardShare: {
            sharedAt: string;
            userId: string;
            userName: string;
        };
        DashboardShareRequestInput: {
            /** Format: uuid */
            userId: string;
        };
        DocumentHit: {
            fileName: string;
            folderName: string;
            module: number;
            snippet: string;
        };
        EffectiveRessource: {
            granted: boolean;
            reason: string;
            ressource: {
                /** Format: uuid */
                id: string;
                name: string;
                technicalName: string;
                type: number;
            };
            rowsFiltered: boolean;
            via: components["schemas"]["AccessPath"][];
        };
        Energiebilanz: {
            endenergie: {
                [key: string]: number;
            };
            heizwaerme: number;
            jahresarbeitszahl: number;
            kuehlung: number;
            strombedarf: number;
            warmwasser: number;
        };
        EnergiepreisInput: {
            /** @description in €/kWh */
            arbeitspreis: number;
            /** @description in €/a */
            grundpreis: number;
            /** @description a plain number (a count, a fraction or a factor) */
            preissteigerung: number;
        };
        FavoriteCreateInput: {
            /** @default  */
            description: string;
            name: string;
            path: string;
            query?: components["schemas"]["FavoriteQueryInput"];
            /** Format: uuid */
            userId?: string;
        };
        FavoriteInput: {
            /** @default  */
            description: string;
            name: string;
            path: string;
            query?: components["schemas"]["FavoriteQueryInput"];
        };
        FavoriteQueryInput: string;
        FieldError: {
            limit?: number;
            message: string;
            path: string;
            /** @enum {string} */
            reason?: "required" | "too_short" | "too_long" | "too_small" | "too_big" | "invalid_email" | "invalid";
        };
        FileAreaRights: {
            mayManage: boolean;
        };
        FileEntry: {
            contentType: string;
            /** Format: date-time */
            lastModified: string;
            name: string;
            size: number;
            thumbnail?: components["schemas"]["Thumbnail"];
        };
        FileFolder: {
            /** Format: date-time */
            lastModified: string;
            name: string;
        };
        FileVersion: {
            /** Format: date-time */
            lastModified: string;
            /** Format: date-time */
            replacedAt: string;
            replacedBy: string;
            size: number;
            thumbnail?: components["schemas"]["Thumbnail"];
            version: number;
        };
        FileVersionNumberInput: string;
        FilterCondition: {
            /** @enum {string} */
            comparer: "eq" | "ne" | "lt" | "lte" | "gt" | "gte" | "contains" | "startsWith" | "endsWith" | "in" | "isNull" | "isNotNull";
            key: string;
            value?: (string | number | boolean) | (string | number | boolean)[];
        };
        FilterTree: components["schemas"]["FilterTreeShape"];
        FilterTreeInput: unknown;
        FilterTreeShape: {
            conditions?: components["schemas"]["FilterCondition"][];
            /** @enum {string} */
            operator: "and" | "or";
            trees?: components["schemas"]["FilterTreeShape"][];
        };
        GrilleLoad: {
            /** @description in mm */
            abstandzwischendenstaeben: number;
            /** @description in mm */
            bautiefe: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0.005
             */
            durchbiegungsgrenze: number;
            /**
             * @description in mm
             * @default 800
             */
            kurveBis: number;
            /**
             * @description in mm
             * @default 25
             */
            kurveSchritt: number;
            /**
             * @description in mm
             * @default 100
             */
            kurveVon: number;
            /**
             * @description in mm
             * @default 200
             */
            lastflaeche: number;
            material: string;
            typAbdeckung: string;
        };
        GrilleLoadInput: {
            /** @description in mm */
            abstandzwischendenstaeben: number;
            /** @description in mm */
            bautiefe: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0.005
             */
            durchbiegungsgrenze: number;
            /**
             * @description in mm
             * @default 800
             */
            kurveBis: number;
            /**
             * @description in mm
             * @default 25
             */
            kurveSchritt: number;
            /**
             * @description in mm
             * @default 100
             */
            kurveVon: number;
            /**
             * @description in mm
             * @default 200
             */
            lastflaeche: number;
            material: string;
            typAbdeckung: string;
        };
        GrilleLoadResult: {
            begehbar: boolean;
            belastungswert: number;
            flaechenlast: number;
            freierquerschnitt: number;
            kurve: components["schemas"]["Kurve"][];
            /** @enum {string} */
            massgebend: "festigkeit" | "durchbiegung";
            tragendeStaebe: number;
        };
        HeatPumpPlanningInput: {
            /**
             * @default luftWasser
             * @enum {string}
             */
            art: "luftWasser" | "soleWasser" | "wasserWasser";
            /**
             * @default monovalent
             * @enum {string}
             */
            betriebsweise: "monovalent" | "bivalentParallel" | "bivalentAlternativ";
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 3.8
             */
            copA2: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 2.9
             */
            copA7: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 4.6
             */
            copAPlus7: number;
            /** @default false */
            einkommensbonus: boolean;
            /** @default true */
            foerderung: boolean;
            /** @default false */
            geschwindigkeitsbonus: boolean;
            /**
             * @description in °C
             * @default 15
             */
            heizgrenzTemp: number;
            /** @description in W */
            heizlast: number;
            /**
             * @description in €
             * @default 30000
             */
            investition: number;
            /**
             * @description in °C
             * @default 9.5
             */
            jahresmittelTemp: number;
            /**
             * @description in kW
             * @default 9.2
             */
            leistungA2: number;
            /**
             * @description in kW
             * @default 7.5
             */
            leistungA7: number;
            /**
             * @description in kW
             * @default 10.8
             */
            leistungAPlus7: number;
            /** @default false */
            natuerlichesKaeltemittel: boolean;
            /** @default false */
            neubau: boolean;
            /**
             * @description in °C
             * @default -12
             */
            normAussenTemp: number;
            /** @description in °C */
            quellTemp?: number;
            /**
             * @description in K
             * @default 5
             */
            spreizung: number;
            /**
             * @description in °C
             * @default 35
             */
            vorlaufTemp: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 1
             */
            wohneinheiten: number;
        };
        HeatPumpPlanningResult: {
            beispieldaten: boolean;
            bivalenzpunkt: number;
            /** @description a plain number (a count, a fraction or a factor) */
            deckungsanteil: number;
            foerderung: {
                bestandteile: {
                    art: string;
                    /** @description a plain number (a count, a fraction or a factor) */
                    quote: number;
                }[];
                betrag: number;
                foerderfaehigeKosten: number;
                /** @description a plain number (a count, a fraction or a factor) */
                quote: number;
            };
            geg: {
                erfuellt: boolean;
                /** @description a plain number (a count, a fraction or a factor) */
                erneuerbarerAnteil: number;
                pflicht: boolean;
            };
            heizlastKW: number;
            hinweise: string[];
            jahresHeizwaerme: number;
            jaz: number;
            jazFaktoren: {
                fPumpe: number;
                fSpreizung: number;
                fVorlauf: number;
            };
            kurve: {
                aussenTemp: number;
                heizlast: number;
                waermepumpe: number;
            }[];
            leistungBeiNormAussenTemp: number;
            waermepumpenGeeignet: boolean;
            waermeZweiterzeuger: number;
        };
        HeizkoerperAuswahl: {
            ausfuehrung: string;
            bauhoehe: number;
            baulaenge: number;
            exponent: number;
            heizkoerpertyp: string;
            heizleistung: number;
            /** @enum {string} */
            heizmethode: "natuerlicheKonvektion" | "luefter";
            luefterstufe: number | null;
            normleistung: number;
        };
        HeizkreisErgebnis: {
            auslegungsraum: boolean;
            belagWiderstand: number;
            druckverlust: number;
            grenzeEingehalten: boolean;
            heizmittelUebertemperatur: number;
            kH: number;
            kreise: number;
            kreislaenge: number;
            massenstrom: number;
            massenstromJeKreis: number;
            maxOberflaechenTemp: number;
            name: string;
            oberflaechenTemp: number;
            rohrlaenge: number;
            spreizungKreis: number;
            ventilDifferenzdruck: number;
            ventilvoreinstellung: string | null;
            waermestromdichte: number;
        };
        HeizkreisInput: {
            /** @description in m²·K/W */
            belagWiderstand?: number;
            /** @description in m² */
            flaeche: number;
            /** @description in W */
            heizlast: number;
            /**
             * @description in °C
             * @default 20
             */
            innenTemp: number;
            name: string;
            /**
             * @default aufenthalt
             * @enum {string}
             */
            zone: "aufenthalt" | "rand" | "bad";
        };
        Hpc: {
            /** @description in mm */
            baulaenge: number;
            /**
             * @description in %
             * @default 47
             */
            luftfeuchte_kuehlen: number;
            /**
             * @description in s
             * @default 0.5
             */
            nachhallzeit: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTemp_heizen: number;
            /**
             * @description in °C
             * @default 27
             */
            raumTemp_kuehlen: number;
            /**
             * @description in m³
             * @default 50
             */
            raumvolumen: number;
            /**
             * @description in °C
             * @default 40
             */
            ruecklaufTemp_heizen: number;
            /**
             * @description in °C
             * @default 12
             */
            ruecklaufTemp_kuehlen: number;
            /**
             * @default de
             * @enum {string}
             */
            sprache: "de" | "en" | "cs" | "fr" | "it";
            /**
             * @description in °C
             * @default 45
             */
            vorlaufTemp_heizen: number;
            /**
             * @description in °C
             * @default 7
             */
            vorlaufTemp_kuehlen: number;
            /** @description in kg/h */
            wassermassenstrom_heizen?: number;
            /** @description in kg/h */
            wassermassenstrom_kuehlen?: number;
            /** @description in W */
            zielHeizleistung?: number;
            /** @description in W */
            zielKuehlleistung?: number;
            /** @description in dB(A) */
            zielSchalldruckpegel?: number;
        };
        HpcBaugroesse: {
            baulaenge: number;
            luefteranzahl: number;
            modellnummer: string;
            normheizleistungen: components["schemas"]["Normleistung"][];
            normkuehlleistungen: components["schemas"]["Normleistung"][];
            registerlaenge: number;
            sizeKey: string;
        };
        HpcInput: {
            /** @description in mm */
            baulaenge: number;
            /**
             * @description in %
             * @default 47
             */
            luftfeuchte_kuehlen: number;
            /**
             * @description in s
             * @default 0.5
             */
            nachhallzeit: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTemp_heizen: number;
            /**
             * @description in °C
             * @default 27
             */
            raumTemp_kuehlen: number;
            /**
             * @description in m³
             * @default 50
             */
            raumvolumen: number;
            /**
             * @description in °C
             * @default 40
             */
            ruecklaufTemp_heizen: number;
            /**
             * @description in °C
             * @default 12
             */
            ruecklaufTemp_kuehlen: number;
            /**
             * @default de
             * @enum {string}
             */
            sprache: "de" | "en" | "cs" | "fr" | "it";
            /**
             * @description in °C
             * @default 45
             */
            vorlaufTemp_heizen: number;
            /**
             * @description in °C
             * @default 7
             */
            vorlaufTemp_kuehlen: number;
            /** @description in kg/h */
            wassermassenstrom_heizen?: number;
            /** @description in kg/h */
            wassermassenstrom_kuehlen?: number;
            /** @description in W */
            zielHeizleistung?: number;
            /** @description in W */
            zielKuehlleistung?: number;
            /** @description in dB(A) */
            zielSchalldruckpegel?: number;
        };
        HpcResult: {
            auslegung: components["schemas"]["StufenLeistung"] | null;
            ausschreibungstext: string[];
            /** @enum {number} */
            berechnungsmethodeDruckverlust: 1;
            /** @enum {number} */
            berechnungsmethodeHeizen: 1;
            berechnungsmethodeKuehlen: 1 | 2;
            /** @enum {number} */
            berechnungsmethodeSchall: 1;
            din16430Heizen: boolean;
            din16430Kuehlen: boolean;
            gewaehlteLeistungsstufe: number | null;
            hinweise: string[];
            hpcBaugroesse: components["schemas"]["HpcBaugroesse"];
            kondensatHinweis: boolean;
            luftvolumenstroeme: number[];
            normHeizen: string;
            normKuehlen: string;
            normpunkte: {
                heizen: {
                    raum: number;
                    ruecklauf: number;
                    vorlauf: number;
                };
                kuehlen: {
                    feuchte: number;
                    raum: number;
                    ruecklauf: number;
                    vorlauf: number;
                };
            };
            steuerspannungen: (number | null)[];
            stufen: components["schemas"]["StufenLeistung"][];
            taupunkt: number;
        };
        InfoModuleNumberInput: string;
        InfoText: {
            /** @enum {string} */
            language: "de" | "en" | "cs" | "fr" | "it";
            merkmal: string;
            text: string;
        };
        InvestFbhInput: {
            /**
             * @description in mbar
             * @default 300
             */
            differenzdruck: number;
            /**
             * @description in m
             * @default 0.045
             */
            estrichUeberdeckung: number;
            /**
             * @description in W/(m·K)
             * @default 1.2
             */
            estrichWaermeleitfaehigkeit: number;
            heizkreise: components["schemas"]["HeizkreisInput"][];
            /**
             * @description in m
             * @default 120
             */
            maxKreislaenge: number;
            /**
             * @description in €
             * @default 90
             */
            preisProHeizkreis: number;
            /**
             * @description in €/m
             * @default 3.5
             */
            preisRohrProMeter: number;
            /**
             * @description in €/m²
             * @default 30
             */
            preisSystemProM2: number;
            /**
             * @description in mm
             * @default 16
             */
            rohrAussendurchmesser: number;
            /**
             * @description in mm
             * @default 12
             */
            rohrInnendurchmesser: number;
            /**
             * @description in K
             * @default 5
             */
            spreizung: number;
            ventil?: string;
            /**
             * @description in m
             * @default 0.15
             */
            verlegeabstand: number;
        };
        InvestFbhResult: {
            auslegungsraum: string;
            heizkreise: components["schemas"]["HeizkreisErgebnis"][];
            investition: number;
            kurve: components["schemas"]["Kurve"][];
            massenstromGesamt: number;
            rohrlaengeGesamt: number;
            vorlaufTempAuslegung: number;
        };
        InvestKwlInput: {
            /**
             * @description in K·h/a
             * @default 75000
             */
            heizgradstunden: number;
            /**
             * @description in °C
             * @default 20
             */
            innenTemp: number;
            /**
             * @description in €
             * @default 1500
             */
            montage: number;
            /**
             * @description in h⁻¹
             * @default 0.5
             */
            nennLuftwechsel: number;
            /**
             * @description in °C
             * @default -12
             */
            normAussenTemp: number;
            /**
             * @description in €
             * @default 4500
             */
            preisGeraet: number;
            /**
             * @description in €/m²
             * @default 35
             */
            preisLeitungProM2: number;
            /**
             * @description in m
             * @default 2.5
             */
            raumhoehe: number;
            /**
             * @default {
             *       "feuchteschutz": 0.3,
             *       "reduziert": 0.7,
             *       "nenn": 1,
             *       "intensiv": 1.3
             *     }
             */
            stufenfaktoren: {
                /** @description a plain number (a count, a fraction or a factor) */
                feuchteschutz: number;
                /** @description a plain number (a count, a fraction or a factor) */
                intensiv: number;
                /** @description a plain number (a count, a fraction or a factor) */
                nenn: number;
                /** @description a plain number (a count, a fraction or a factor) */
                reduziert: number;
            };
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0.8
             */
            waermerueckgewinnung: number;
            /** @description in m² */
            wohnflaeche: number;
        };
        InvestKwlResult: {
            eingesparteWaerme: number;
            investition: number;
            lueftungswaermeverlustMitWrg: number;
            lueftungswaermeverlustOhneWrg: number;
            volumenstroeme: {
                feuchteschutz: number;
                intensiv: number;
                nenn: number;
                reduziert: number;
            };
        };
        InvestPosition: {
            bezeichnung: string;
            einzelpreis: number;
            menge: number;
            summe: number;
        };
        InvestSystempackageInput: {
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0
             */
            anzahlHeizkoerper: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0
             */
            foerderquote: number;
            /** @description in W */
            heizlast: number;
            /**
             * @description in €
             * @default 3000
             */
            montage: number;
            /**
             * @description in €
             * @default 450
             */
            preisHeizkoerper: number;
        };
        InvestSystempackageResult: {
            foerderung: number;
            investition: number;
            investitionNachFoerderung: number;
            paket: string;
            paketLeistung: number;
            positionen: components["schemas"]["InvestPosition"][];
        };
        KcModel: {
            /** @description in mm */
            bauhoehe: number;
            /** @description in mm */
            baulaenge: number;
            /** @description a plain number (a count, a fraction or a factor) */
            leistungsstufe: number;
            leitersystem: string;
            /**
             * @description in %
             * @default 47
             */
            luftfeuchte_kuehlen: number;
            /**
             * @description in s
             * @default 0.5
             */
            nachhallzeit: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTemp_heizen: number;
            /**
             * @description in °C
             * @default 27
             */
            raumTemp_kuehlen: number;
            /**
             * @description in m³
             * @default 50
             */
            raumvolumen: number;
            /** @default false */
            rlt: boolean;
            /**
             * @description in °C
             * @default 40
             */
            ruecklaufTemp_heizen: number;
            /**
             * @description in °C
             * @default 12
             */
            ruecklaufTemp_kuehlen: number;
            /**
             * @default de
             * @enum {string}
             */
            sprache: "de" | "en" | "cs" | "fr" | "it";
            /**
             * @description in °C
             * @default 45
             */
            vorlaufTemp_heizen: number;
            /**
             * @description in °C
             * @default 7
             */
            vorlaufTemp_kuehlen: number;
            /** @description in kg/h */
            wassermassenstrom_heizen?: number;
            /** @description in kg/h */
            wassermassenstrom_kuehlen?: number;
            /**
             * @default ohne
             * @enum {string}
             */
            winkelAnfang: "90" | "135" | "ohne";
            /**
             * @default ohne
             * @enum {string}
             */
            winkelEnde: "90" | "135" | "ohne";
        };
        KcModelBaugroesse: {
            bauhoehe: number;
            baulaenge: number;
            bautiefe: number;
            innenbaulaenge: number;
            konvektorgesamtlaenge: number;
            leistungsstufe: number;
            leitersystem: string;
            maxLeistungsstufe: number;
            minLaenge: number;
            modellgruppe: string;
            modellnummer: string;
            modelltyp: string;
            normheizleistungen: components["schemas"]["Normleistung"][];
            normkuehlleistungen: components["schemas"]["Normleistung"][];
            rlt: boolean;
            sizeKey: string;
            /** @enum {string} */
            winkelAnfang: "90" | "135" | "ohne";
            /** @enum {string} */
            winkelEnde: "90" | "135" | "ohne";
        };
        KcModelInput: {
            /** @description in mm */
            bauhoehe: number;
            /** @description in mm */
            baulaenge: number;
            /** @description a plain number (a count, a fraction or a factor) */
            leistungsstufe: number;
            leitersystem: string;
            /**
             * @description in %
             * @default 47
             */
            luftfeuchte_kuehlen: number;
            /**
             * @description in s
             * @default 0.5
             */
            nachhallzeit: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTemp_heizen: number;
            /**
             * @description in °C
             * @default 27
             */
            raumTemp_kuehlen: number;
            /**
             * @description in m³
             * @default 50
             */
            raumvolumen: number;
            /** @default false */
            rlt: boolean;
            /**
             * @description in °C
             * @default 40
             */
            ruecklaufTemp_heizen: number;
            /**
             * @description in °C
             * @default 12
             */
            ruecklaufTemp_kuehlen: number;
            /**
             * @default de
             * @enum {string}
             */
            sprache: "de" | "en" | "cs" | "fr" | "it";
            /**
             * @description in °C
             * @default 45
             */
            vorlaufTemp_heizen: number;
            /**
             * @description in °C
             * @default 7
             */
            vorlaufTemp_kuehlen: number;
            /** @description in kg/h */
            wassermassenstrom_heizen?: number;
            /** @description in kg/h */
            wassermassenstrom_kuehlen?: number;
            /**
             * @default ohne
             * @enum {string}
             */
            winkelAnfang: "90" | "135" | "ohne";
            /**
             * @default ohne
             * @enum {string}
             */
            winkelEnde: "90" | "135" | "ohne";
        };
        KcModelResult: {
            auslegung: components["schemas"]["StufenLeistung"];
            ausschreibungstext: string[];
            baugroesse: components["schemas"]["KcModelBaugroesse"];
            bautiefe: number;
            /** @enum {number} */
            berechnungsmethodeHeizen: 1;
            berechnungsmethodeKuehlen: 1 | 2;
            /** @enum {number} */
            berechnungsmethodeSchall: 1;
            din16430Heizen: boolean;
            din16430Kuehlen: boolean;
            hinweise: string[];
            innenbaulaenge: number;
            kondensatHinweis: boolean;
            maximaleLeistungsstufe: number;
            modelltyp: string;
            normHeizen: string;
            normKuehlen: string;
            normpunkte: {
                heizen: {
                    raum: number;
                    ruecklauf: number;
                    vorlauf: number;
                };
                kuehlen: {
                    feuchte: number;
                    raum: number;
                    ruecklauf: number;
                    vorlauf: number;
                };
            };
            stufen: components["schemas"]["StufenLeistung"][];
            taupunkt: number;
        };
        KcModelSizeResult: {
            baugroesse: components["schemas"]["KcModelBaugroesse"];
            baulaengen: number[];
            leistungsstufen: number[];
        };
        KeyName: {
            key: string;
            name: string;
        };
        KitchenCancelInput: {
            reason: string;
        };
        Kmat: {
            bauform: string;
            materialText: string;
            reihenfolge: number;
            sparte: string;
            text: string;
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
        Krn41: {
            /** @description in mm */
            bauhoehe: number;
            /** @description in mm */
            baulaenge: number;
            /** @description in mm */
            bautiefe: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTemp: number;
            /** @description in °C */
            ruecklaufTemp: number;
            sizeKey?: string;
            /**
             * @default de
             * @enum {string}
             */
            sprache: "de" | "en" | "cs" | "fr" | "it";
            /** @description in °C */
            vorlaufTemp: number;
            /** @default false */
            winkelAnfang: boolean;
            /** @default false */
            winkelEnde: boolean;
        };
        Krn41Input: {
            /** @description in mm */
            bauhoehe: number;
            /** @description in mm */
            baulaenge: number;
            /** @description in mm */
            bautiefe: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTemp: number;
            /** @description in °C */
            ruecklaufTemp: number;
            sizeKey?: string;
            /**
             * @default de
             * @enum {string}
             */
            sprache: "de" | "en" | "cs" | "fr" | "it";
            /** @description in °C */
            vorlaufTemp: number;
            /** @default false */
            winkelAnfang: boolean;
            /** @default false */
            winkelEnde: boolean;
        };
        Krn41Result: {
            ausblastemperatur: number;
            ausschreibungstext: string;
            gesamtBL: number;
            heizleistung: number;
            heizleistungProMeter: number;
            innenBL: number;
            maxLaenge: number;
            minLaenge: number;
            registerL: number;
            sizeKey: string;
            uebertempLog: number;
            wassermassenstrom: number;
        };
        Krn41SizeInput: {
            /** @description in mm */
            bauhoehe: number;
            /** @description in mm */
            baulaenge: number;
            /** @description in mm */
            bautiefe: number;
            sizeKey?: string;
            /** @default false */
            winkelAnfang: boolean;
            /** @default false */
            winkelEnde: boolean;
        };
        Krn41SizeRequest: {
            gesamtBL: number;
            innenBL: number;
            maxLaenge: number;
            minLaenge: number;
            registerL: number;
            sizeKey: string;
        };
        Krn92: {
            /** @description in mm */
            Bauhoehe: number;
            /** @description in mm */
            Baulaenge: number;
            /** @description in mm */
            Bautiefe: number;
            /** @description in °C */
            PrimaerluftTemp: number;
            /** @description in m³/h */
            PrimaerluftVolumenstrom: number;
            /**
             * @description in °C
             * @default 20
             */
            RaumTemp: number;
            /** @description in °C */
            RuecklaufTemp: number;
            /** @description in °C */
            VorlaufTemp: number;
            /** @default false */
            WinkelAnfang: boolean;
            /** @default false */
            WinkelEnde: boolean;
        };
        Krn92Result: {
            /** @enum {number} */
            errorCode: 0 | 1 | 2 | 3 | 4 | 5;
            errorCodes: (0 | 1 | 2 | 3 | 4 | 5)[];
            gesamtBL: number | null;
            gesamtleistungRaum: number | null;
            innenBL: number | null;
            leistungTempDiffLuftRaum: number | null;
            mindestanzahlStutzen: number | null;
            qfreieKonvektion1m: number | null;
            qGesamtleistung: number | null;
            qGesamtleistungReg1m: number | null;
            qZuluftanteilReg1m: number | null;
            registerL: number | null;
            volumenstromProMeterReg: number | null;
            wassermassenstrom: number | null;
            wasserUebertemp: number | null;
        };
        Kurve: {
            description: string;
            /** @enum {string} */
            einheitX: "1" | "%" | "°C" | "K" | "W" | "W/m" | "W/m²" | "kW" | "kWp" | "kWh" | "kWh/a" | "kWh/kWp" | "kWh/(m²·a)" | "K·h/a" | "W/(m²·K)" | "W/(m·K)" | "m²·K/W" | "kg/h" | "l/h" | "m³/h" | "m³/(h·m)" | "h⁻¹" | "mbar" | "V" | "N" | "kN" | "kN/m²" | "N/mm²" | "mm" | "m" | "m²" | "m³" | "s" | "a" | "km/a" | "t/a" | "dB(A)" | "€" | "€/a" | "€/kWh" | "€/kWp" | "€/t" | "€/m" | "€/m²";
            /** @enum {string} */
            einheitY: "1" | "%" | "°C" | "K" | "W" | "W/m" | "W/m²" | "kW" | "kWp" | "kWh" | "kWh/a" | "kWh/kWp" | "kWh/(m²·a)" | "K·h/a" | "W/(m²·K)" | "W/(m·K)" | "m²·K/W" | "kg/h" | "l/h" | "m³/h" | "m³/(h·m)" | "h⁻¹" | "mbar" | "V" | "N" | "kN" | "kN/m²" | "N/mm²" | "mm" | "m" | "m²" | "m³" | "s" | "a" | "km/a" | "t/a" | "dB(A)" | "€" | "€/a" | "€/kWh" | "€/kWp" | "€/t" | "€/m" | "€/m²";
            points: {
                x: number;
                y: number;
            }[];
        };
        LocalizedText: {
            cs: string;
            de: string;
            en: string;
            fr: string;
            it: string;
        };
        Material: {
            companyCode: string;
            language: string;
            name: string;
            number: string;
            score: number;
            searchCode: string;
            type: string;
            unit: string;
        };
        MonthlyStatement: {
            applicationId: string;
            currency: string;
            month: string;
            people: {
                email: string;
                firstName: string;
                lastName: string;
                lines: {
                    amount: string;
                    articleName: string;
                    articlePrice: string;
                    /** Format: date */
                    date: string;
                    quantity: number;
                }[];
                orders: number;
                personnelNumber: string | null;
                total: string;
                /** Format: uuid */
                userId: string;
            }[];
            total: string;
        };
        Normleistung: {
            leistung: number;
            leistungsstufe: number;
        };
        Order: {
            abNumber: string;
            branchCode: string;
            companyCode: string;
            confirmedDate: string | null;
            currency: string;
            customerCity: string;
            customerName: string;
            customerNumber: string;
            customerReference: string;
            lineCount: number;
            netValue: number;
            orderDate: string;
            orderNumber: string;
            requestedDate: string;
            salesGroupKey: string;
            salesGroupName: string;
            statusKey: string;
            statusName: string;
        };
        OrderablePlan: {
            applicationId: string;
            closedAt: string | null;
            /** Format: date */
            date: string;
            /** Format: uuid */
            id: string;
            includeDefaultArticles: boolean;
            name: string;
            orderable: boolean;
            orderableUntil: string;
            planDetails: components["schemas"]["PlanDetail"][];
            visibleFrom: string;
        };
        OrderablePlans: {
            canteen: components["schemas"]["Canteen"];
            plans: components["schemas"]["OrderablePlan"][];
            serverTime: string;
        };
        OrderCreateInput: {
            orderDetails: {
                /** Format: uuid */
                articleId: string;
                quantity: number;
            }[];
            pickUpLocation?: string | null;
            pickUpTime?: string | null;
            /** Format: uuid */
            planId: string;
        };
        OrderDelivery: {
            carrier: string;
            deliveredDate: string | null;
            expectedDate: string;
            number: string;
            producedDate: string | null;
            shippedDate: string | null;
            trackingNumber: string;
            trackingUrl: string | null;
        };
        OrderDetail: {
            articleDescription: string;
            /** Format: uuid */
            articleId: string | null;
            articleName: string;
            articlePrice: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orderId: string;
            quantity: number;
        };
        OrderedArticle: {
            amount: string;
            /** Format: uuid */
            articleId: string | null;
            articleName: string;
            quantity: number;
        };
        OrderedArticles: {
            applicationId: string;
            currency: string;
            days: {
                articles: components["schemas"]["OrderedArticle"][];
                /** Format: date */
                date: string;
                pickUps: components["schemas"]["PickUp"][];
                totalQuantity: number;
            }[];
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
        };
        OrderLine: {
            confirmedDate: string | null;
            materialName: string;
            materialNumber: string;
            materialType: string;
            netValue: number;
            position: number;
            quantity: number;
            statusKey: string;
            statusName: string;
            unit: string;
        };
        OrderPlan: {
            /** Format: date */
            date: string;
            /** Format: uuid */
            id: string;
            name: string;
            orderableUntil: string;
        };
        OrderTrackingResult: {
            orders: components["schemas"]["Order"][];
            truncated: boolean;
        };
        OrderUpdateInput: {
            orderDetails: {
                /** Format: uuid */
                articleId: string;
                quantity: number;
            }[];
            pickUpLocation?: string | null;
            pickUpTime?: string | null;
        };
        OrderUser: {
            firstName: string;
            /** Format: uuid */
            id: string;
            lastName: string;
        };
        OrgDetail: {
            id: number;
            isPublic: boolean;
            name: string;
        };
        OrgInput: {
            /** @default false */
            isPublic: boolean;
            name: string;
        };
        OrgRequest: {
            id: number;
            name: string;
        };
        PasskeyRegistrationInput: {
            name: string;
            response: {
                [key: string]: unknown;
            };
        };
        PasskeyRegistrationOptions: {
            challenge: string;
        } & {
            [key: string]: unknown;
        };
        PasskeyRenameInput: {
            name: string;
        };
        PasswordChangeInput: {
            currentPassword: string;
            newPassword: string;
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
        Period: {
            from: string;
            to: string;
        };
        PermissionInput: {
            /** @default  */
            description: string;
            name: string;
            technicalName: string;
            /** @default 1 */
            type: number;
            variableLookup: string;
        };
        PermissionSetDetailInput: {
            /** @enum {string} */
            operator: "=" | "!=" | "in" | "<" | ">" | "like";
            /** Format: uuid */
            permissionId: string;
            /** @default 1 */
            type: 1 | 2;
            value: string;
        };
        PermissionSetInput: {
            /** @default  */
            description: string;
            name: string;
            /** @default [] */
            permissionDetails: components["schemas"]["PermissionSetDetailInput"][];
        };
        PermissionSetSummary: {
            description: string;
            /** Format: uuid */
            id: string;
            name: string;
        };
        PickUp: {
            firstName: string;
            items: {
                articleName: string;
                quantity: number;
            }[];
            lastName: string;
            /** Format: uuid */
            orderId: string;
            pickUpLocation: string | null;
            pickUpTime: string | null;
            /** Format: uuid */
            userId: string;
        };
        Plan: {
            applicationId: string;
            closedAt: string | null;
            /** Format: date */
            date: string;
            /** Format: uuid */
            id: string;
            includeDefaultArticles: boolean;
            name: string;
            orderableUntil: string;
            planDetails: components["schemas"]["PlanDetail"][];
            visibleFrom: string;
        };
        PlanClosingInput: {
            closed: boolean;
        };
        PlanDetail: {
            additives: components["schemas"]["AdditiveList"];
            allergens: components["schemas"]["AllergenList"];
            articleDescription: string;
            /** Format: uuid */
            articleId: string;
            articleName: string;
            articlePrice: string;
            /** Format: uuid */
            id: string | null;
            isDefault: boolean;
            /** Format: date */
            orderDate: string;
            /** Format: uuid */
            planId: string;
        };
        PlanRequestInput: {
            /** Format: date */
            date: string;
            /** @default true */
            includeDefaultArticles: boolean;
            name: string;
            orderableUntil?: string;
            /** @default [] */
            planDetails: {
                /** Format: uuid */
                articleId: string;
            }[];
            visibleFrom?: string;
        };
        PortalArticle: {
            additives: components["schemas"]["AdditiveList"];
            allergens: components["schemas"]["AllergenList"];
            applicationId: string;
            articlePrice: string;
            currency: string;
            description: string;
            /** Format: uuid */
            id: string;
            isDefault: boolean;
            name: string;
        };
        PortalFavorite: {
            description: string;
            /** Format: uuid */
            id: string;
            name: string;
            path: string;
            query: string;
            /** Format: uuid */
            userId: string;
        };
        PortalLoginOpenIdInput: {
            /** @default  */
            department: string;
            /** @default  */
            displayName: string;
            /** @default  */
            firstName: string;
            /** @default  */
            lastName: string;
            /** @default  */
            login: string;
            /** @default  */
            mail: string;
            sub: string;
        };
        PortalLoginResult: {
            parameters: components["schemas"]["PortalUserParameter"][];
            permissions: components["schemas"]["PortalRessourcePermission"][];
            token: {
                accessToken: string;
                expiresIn: number;
            };
            user: components["schemas"]["PortalUser"];
        };
        PortalOrder: {
            applicationId: string;
            currency: string;
            /** Format: uuid */
            id: string;
            orderDetails: components["schemas"]["OrderDetail"][];
            orderTimestamp: string;
            pickUpLocation: string | null;
            pickUpTime: string | null;
            plan: components["schemas"]["OrderPlan"];
            /** Format: uuid */
            planId: string;
            total: string;
            user: components["schemas"]["OrderUser"];
            /** Format: uuid */
            userId: string;
        };
        PortalPermission: {
            description: string;
            /** Format: uuid */
            id: string;
            name: string;
            technicalName: string;
            type: number;
            variableLookup: string;
        };
        PortalPermissionSet: {
            description: string;
            /** Format: uuid */
            id: string;
            name: string;
            permissionDetails: components["schemas"]["PortalPermissionSetDetail"][];
        };
        PortalPermissionSetDetail: {
            operator: string;
            permission: components["schemas"]["PortalPermission"];
            /** Format: uuid */
            permissionId: string;
            type: number;
            value: string;
        };
        PortalRessource: {
            description: string;
            /** Format: uuid */
            id: string;
            name: string;
            ressourceGroup: {
                desription: string;
                /** Format: uuid */
                id: string;
                name: string;
            };
            technicalName: string;
            type: number;
        };
        PortalRessourceGroup: {
            desription: string;
            /** Format: uuid */
            id: string;
            name: string;
            ressources: components["schemas"]["PortalRessource"][];
        };
        PortalRessourcePermission: {
            accessType: number;
            /** Format: uuid */
            permissionSet: string | null;
            /** Format: uuid */
            ressource: string;
        };
        PortalUser: {
            authType: number;
            department: string;
            email: string;
            firstName: string;
            /** Format: uuid */
            id: string;
            lastName: string;
            openIdUserId: string;
            org: number | null;
            username: string;
        };
        PortalUserParameter: {
            name: string;
            /** @enum {string} */
            type: "string" | "number" | "boolean" | "json";
            /** Format: uuid */
            userId: string;
            /** Format: uuid */
            userParametersId: string;
            value: string;
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
        ProductGroup: {
            reihenfolge: number;
            sparte: string;
            spartenName: string;
            text: string;
        };
        ProductState: {
            key: string;
            name: string;
            position: number;
        };
        PvBilanz: {
            autarkiegrad: number;
            batterieEntladung: number;
            direktverbrauch: number;
            eigenverbrauch: number;
            eigenverbrauchsanteil: number;
            einspeisung: number;
            erzeugung: number;
            netzbezug: number;
        };
        Question: {
            answer: string | null;
            answerTimestampUtc: string | null;
            /** @enum {string} */
            dataType: "text" | "number" | "boolean" | "date" | "choice";
            possibleValues: {
                [key: string]: string;
            };
            questionId: number;
            questionnaireId: number;
            questionText: string;
            text: string | null;
        };
        QuestionnaireResult: {
            anonymous: boolean;
            minimumRespondents: number;
            questionnaireId: number;
            questions: {
                answers: number;
                average: number | null;
                counts: {
                    count: number;
                    label: string;
                    value: string;
                }[];
                /** @enum {string} */
                dataType: "text" | "number" | "boolean" | "date" | "choice";
                questionId: number;
                questionText: string;
                texts: string[];
            }[];
            respondents: number;
            title: string;
            withheld: boolean;
            /** @enum {string|null} */
            withheldReason: "open" | "tooFew" | null;
        };
        QuestionnaireResultsEntry: {
            active: boolean;
            anonymous: boolean;
            questionnaireId: number;
            respondents: number;
            title: string;
        };
        QuestionnaireSummary: {
            anonymous: boolean;
            questionCount: number;
            questionnaireId: number;
            title: string;
        };
        RadiatorCalc: {
            /** @default false */
            anzeigeLeistung: boolean;
            ausfuehrung: string;
            /**
             * @default natuerlichZuerst
             * @enum {string}
             */
            auswahl: "natuerlichZuerst" | "kleinsterHeizkoerper";
            /** @description in mm */
            bauhoehe?: number;
            /** @description in mm */
            baulaenge?: number;
            /**
             * @description in mbar
             * @default 100
             */
            differenzdruck: number;
            heizkoerpertyp: string;
            /** @description a plain number (a count, a fraction or a factor) */
            maxLuefterstufe?: number;
            /**
             * @default log
             * @enum {string}
             */
            methode: "log" | "arithmetic";
            /**
             * @description in s
             * @default 0.5
             */
            nachhallzeit: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTemp: number;
            /**
             * @description in m³
             * @default 50
             */
            raumvolumen: number;
            /**
             * @description in K
             * @default 2
             */
            regeldifferenz: number;
            /** @description in °C */
            ruecklaufTemp: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0.05
             */
            toleranz: number;
            ventil?: string;
            /** @description in °C */
            vorlaufTemp: number;
            /**
             * @description in °C
             * @default 55
             */
            waermepumpenGrenzTemp: number;
            /** @description in W */
            zielLeistung: number;
        };
        RadiatorCalcInput: {
            /** @default false */
            anzeigeLeistung: boolean;
            ausfuehrung: string;
            /**
             * @default natuerlichZuerst
             * @enum {string}
             */
            auswahl: "natuerlichZuerst" | "kleinsterHeizkoerper";
            /** @description in mm */
            bauhoehe?: number;
            /** @description in mm */
            baulaenge?: number;
            /**
             * @description in mbar
             * @default 100
             */
            differenzdruck: number;
            heizkoerpertyp: string;
            /** @description a plain number (a count, a fraction or a factor) */
            maxLuefterstufe?: number;
            /**
             * @default log
             * @enum {string}
             */
            methode: "log" | "arithmetic";
            /**
             * @description in s
             * @default 0.5
             */
            nachhallzeit: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTemp: number;
            /**
             * @description in m³
             * @default 50
             */
            raumvolumen: number;
            /**
             * @description in K
             * @default 2
             */
            regeldifferenz: number;
            /** @description in °C */
            ruecklaufTemp: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0.05
             */
            toleranz: number;
            ventil?: string;
            /** @description in °C */
            vorlaufTemp: number;
            /**
             * @description in °C
             * @default 55
             */
            waermepumpenGrenzTemp: number;
            /** @description in W */
            zielLeistung: number;
        };
        RadiatorCalcResult: {
            abweichung: number;
            durchfluss: number;
            heizkoerper: components["schemas"]["HeizkoerperAuswahl"];
            heizleistung: number;
            /** @enum {string} */
            heizmethode: "natuerlicheKonvektion" | "luefter";
            hinweise: string[];
            innerhalbToleranz: boolean;
            kandidaten: components["schemas"]["HeizkoerperAuswahl"][];
            kvErforderlich: number;
            luefterstufe: number | null;
            maximalZulaessigerVentilDurchfluss: number;
            schalldruckpegel: number | null;
            schallleistungspegel: number | null;
            uebertemp_arith: number;
            uebertemp_log: number;
            umrechnungsfaktor: number;
            ventil: string;
            ventilVolumenstromStufen: components["schemas"]["VentilStufe"][];
            ventilvoreinstellung: string | null;
            waermepumpenGeeignet: boolean;
            wassermassenstrom: number;
        };
        RadiatorExchange: {
            /** @default kompakt */
            ausfuehrungAlt: string;
            ausfuehrungNeu: string;
            /** @description in mm */
            bautiefeAlt?: number;
            /** @description in mm */
            bhAlt: number;
            /** @description in mm */
            bhNeu: number;
            /** @description in mm */
            blAlt: number;
            /** @description in mm */
            blNeu: number;
            /**
             * @description in mbar
             * @default 100
             */
            differenzdruckNeu: number;
            /** @description a plain number (a count, a fraction or a factor) */
            gliederAlt?: number;
            heizkoerpertypAlt: string;
            heizkoerpertypNeu: string;
            /** @default true */
            luefterNutzen: boolean;
            /**
             * @description in °C
             * @default 90
             */
            maxVorlaufTemp: number;
            /**
             * @default log
             * @enum {string}
             */
            methode: "log" | "arithmetic";
            /**
             * @description in °C
             * @default -12
             */
            normAussenTemp: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTempAlt: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTempNeu: number;
            /**
             * @description in K
             * @default 2
             */
            regeldifferenzNeu: number;
            /** @description in °C */
            ruecklaufTempAlt: number;
            /** @description in K */
            spreizungNeu: number;
            varianteNeu?: string;
            /** @description in °C */
            vorlaufTempAlt: number;
            /**
             * @description in °C
             * @default 55
             */
            waermepumpenGrenzTemp: number;
            /** @description in W */
            zielleistung?: number;
            /** @default false */
            zielLeistungBekannt: boolean;
        };
        RadiatorExchangeInput: {
            /** @default kompakt */
            ausfuehrungAlt: string;
            ausfuehrungNeu: string;
            /** @description in mm */
            bautiefeAlt?: number;
            /** @description in mm */
            bhAlt: number;
            /** @description in mm */
            bhNeu: number;
            /** @description in mm */
            blAlt: number;
            /** @description in mm */
            blNeu: number;
            /**
             * @description in mbar
             * @default 100
             */
            differenzdruckNeu: number;
            /** @description a plain number (a count, a fraction or a factor) */
            gliederAlt?: number;
            heizkoerpertypAlt: string;
            heizkoerpertypNeu: string;
            /** @default true */
            luefterNutzen: boolean;
            /**
             * @description in °C
             * @default 90
             */
            maxVorlaufTemp: number;
            /**
             * @default log
             * @enum {string}
             */
            methode: "log" | "arithmetic";
            /**
             * @description in °C
             * @default -12
             */
            normAussenTemp: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTempAlt: number;
            /**
             * @description in °C
             * @default 20
             */
            raumTempNeu: number;
            /**
             * @description in K
             * @default 2
             */
            regeldifferenzNeu: number;
            /** @description in °C */
            ruecklaufTempAlt: number;
            /** @description in K */
            spreizungNeu: number;
            varianteNeu?: string;
            /** @description in °C */
            vorlaufTempAlt: number;
            /**
             * @description in °C
             * @default 55
             */
            waermepumpenGrenzTemp: number;
            /** @description in W */
            zielleistung?: number;
            /** @default false */
            zielLeistungBekannt: boolean;
        };
        RadiatorExchangeResult: {
            durchflussNeu: number;
            erreichbar: boolean;
            fehlleistung: number;
            heizleistungNeu: number;
            /** @enum {string} */
            heizmethode: "natuerlicheKonvektion" | "luefter";
            hinweise: string[];
            kvErforderlich: number;
            logUeberTempAlt: number;
            logUeberTempNeu: number;
            luefterstufe: number | null;
            maximalZulaessigerVentilDurchfluss: number;
            normleistungAlt: number;
            normleistungAltGeschaetzt: boolean;
            normleistungNeu: number;
            ruecklaufTempNeu: number;
            spreizungAlt: number;
            ventil: string;
            ventilVolumenstromStufen: components["schemas"]["VentilStufe"][];
            ventilvoreinstellung: string | null;
            vorlaufTempNeu: number;
            vorschlaege: components["schemas"]["TauschVorschlag"][];
            waermebedarfNeu: number;
            waermepumpenGeeignet: boolean;
            wassermassenstromNeu: number;
            zielleistungAlt: number;
        };
        Raum: {
            bauteile: components["schemas"]["Bauteil"][];
            /**
             * @description in m²
             * @default 0
             */
            flaeche: number;
            /**
             * @description in °C
             * @default 20
             */
            innenTemp: number;
            /** @description in h⁻¹ */
            luftwechsel?: number;
            name: string;
            /** @description in m³ */
            volumen: number;
        };
        RaumHeizlast: {
            heizlast: number;
            innenTemp: number;
            lueftung: number;
            name: string;
            spezifischeHeizlast: number;
            transmission: number;
        };
        RaumInput: {
            bauteile: components["schemas"]["BauteilInput"][];
            /**
             * @description in m²
             * @default 0
             */
            flaeche: number;
            /**
             * @description in °C
             * @default 20
             */
            innenTemp: number;
            /** @description in h⁻¹ */
            luftwechsel?: number;
            name: string;
            /** @description in m³ */
            volumen: number;
        };
        ReportCell: (string | number | boolean) | null;
        ReportColumn: {
            /** @enum {string} */
            aggregate?: "count" | "countDistinct" | "sum" | "avg" | "min" | "max";
            key: string;
        };
        ReportColumnInput: {
            /** @enum {string} */
            aggregate?: "count" | "countDistinct" | "sum" | "avg" | "min" | "max";
            key: string;
        };
        ReportColumnMeta: {
            aggregates: ("count" | "countDistinct" | "sum" | "avg" | "min" | "max")[];
            comparers: ("eq" | "ne" | "lt" | "lte" | "gt" | "gte" | "contains" | "startsWith" | "endsWith" | "in" | "isNull" | "isNotNull")[];
            filter: boolean;
            group: boolean;
            key: string;
            label: components["schemas"]["LocalizedText"];
            show: boolean;
            sort: boolean;
            /** @enum {string} */
            type: "text" | "integer" | "number" | "date" | "timestamp" | "boolean";
            values?: components["schemas"]["ReportValueName"][];
        };
        ReportDataset: {
            columns: components["schemas"]["ReportColumnMeta"][];
            description: components["schemas"]["LocalizedText"];
            label: components["schemas"]["LocalizedText"];
            name: string;
            queryId: string;
        };
        ReportDatasetSummary: {
            description: components["schemas"]["LocalizedText"];
            label: components["schemas"]["LocalizedText"];
            name: string;
            queryId: string;
        };
        ReportDefinition: {
            columns: components["schemas"]["ReportColumn"][];
            count?: boolean;
            filter?: components["schemas"]["FilterTree"];
            grouping?: string[];
            limit?: number;
            offset?: number;
            order?: {
                [key: string]: boolean;
            };
            source: string;
        };
        ReportDefinitionInput: {
            columns: components["schemas"]["ReportColumnInput"][];
            count?: boolean;
            filter?: components["schemas"]["FilterTreeInput"];
            grouping?: string[];
            limit?: number;
            offset?: number;
            order?: {
                [key: string]: boolean;
            };
            source: string;
        };
        ReportingQueryInput: {
            data: components["schemas"]["ReportDefinitionInput"];
            description?: string;
            name: string;
        };
        ReportingQueryRequest: {
            creator: string;
            creatorName: string;
            data: components["schemas"]["ReportDefinition"];
            description: string;
            isOwner: boolean;
            name: string;
            reportingQueryId: string;
            reportingSharedQueries: components["schemas"]["ReportingSharedQuery"][];
            updatedAt: string;
            version: number;
        };
        ReportingSharedQuery: {
            creator: string;
            creatorName: string;
            queryName: string;
            reportingQueryId: string;
            reportingSharedQueryId: string;
            sharedAt: string;
            userId: string;
            userName: string;
        };
        ReportRequestInput: {
            limit?: number;
            offset?: number;
            query?: components["schemas"]["ReportDefinitionInput"];
            /** Format: uuid */
            reportingQueryId?: string;
        };
        ReportResult: {
            columns: components["schemas"]["ReportResultColumn"][];
            count: number | null;
            data: {
                [key: string]: components["schemas"]["ReportCell"];
            }[];
            query: components["schemas"]["ReportDefinition"];
        };
        ReportResultColumn: {
            /** @enum {string} */
            aggregate?: "count" | "countDistinct" | "sum" | "avg" | "min" | "max";
            id: string;
            key: string;
            label: components["schemas"]["LocalizedText"];
            /** @enum {boolean} */
            noThousandsSeparator?: true;
            /** @enum {string} */
            type: "text" | "integer" | "number" | "date" | "timestamp" | "boolean";
        };
        ReportValueName: {
            label: components["schemas"]["LocalizedText"];
            value: string;
        };
        ResponseInput: {
            answers: {
                questionId: number;
                value: string;
            }[];
        };
        RessourceInput: {
            /** @default  */
            description: string;
            name: string;
            ressourceGroup: {
                /** Format: uuid */
                id: string;
            };
            technicalName: string;
            type: 1 | 2;
        };
        Role: {
            description: string;
            /** Format: uuid */
            id: string;
            name: string;
            org: number | null;
            roleType: number;
        };
        RoleRequestInput: {
            /** @default  */
            description: string;
            name: string;
            /** @default null */
            org: number | null;
            /** @default 1 */
            roleType: number;
        };
        RoleRessourcePermission: {
            accessType: number;
            permissionSet: components["schemas"]["PermissionSetSummary"];
            ressource: components["schemas"]["PortalRessource"];
            /** Format: uuid */
            role: string;
        };
        SalesOrderDetail: {
            abNumber: string;
            branchCode: string;
            companyCode: string;
            confirmedDate: string | null;
            currency: string;
            customerCity: string;
            customerName: string;
            customerNumber: string;
            customerReference: string;
            deliveries: components["schemas"]["OrderDelivery"][];
            documents: ("confirmation" | "deliveryNote" | "invoice")[];
            lineCount: number;
            lines: components["schemas"]["OrderLine"][];
            netValue: number;
            orderDate: string;
            orderNumber: string;
            requestedDate: string;
            salesGroupKey: string;
            salesGroupName: string;
            statusKey: string;
            statusName: string;
        };
        SalesPerformance: {
            comparePeriod: components["schemas"]["Period"] | null;
            /** @enum {string} */
            compareType: "None" | "PreviousYear" | "Budget";
            /** @enum {string} */
            currency: "EUR" | "CHF" | "CZK";
            /** @enum {string} */
            grouping: "Month" | "Customer" | "Material" | "Branch" | "CompanyCode" | "Country" | "MarketArea" | "CustomerHierarchy";
            groups: number;
            headOffice?: {
                customers: number;
                number: string;
                unlisted: number;
            };
            /** @enum {string} */
            keyFigure: "NetSales" | "OrderIntake" | "Quantity";
            lastReleaseDate: string | null;
            next: string | null;
            period: components["schemas"]["Period"];
            /** @enum {string} */
            rangeType: "CurrentMonth" | "YearToDate" | "Last12Months" | "PreviousYear" | "Month" | "Quarter" | "Year" | "FiscalYear";
            rows: components["schemas"]["SalesPerformanceRow"][];
            series: components["schemas"]["SalesSeries"][] | null;
            total: components["schemas"]["SalesPerformanceRow"];
        };
        SalesPerformanceFilter: {
            branches: {
                companyCode: string;
                key: string;
                name: string;
            }[];
            companyCodes: components["schemas"]["KeyName"][];
            compareTypes: ("None" | "PreviousYear" | "Budget")[];
            countries: string[];
            currencies: ("EUR" | "CHF" | "CZK")[];
            customerHierarchies: string[];
            groupings: ("Month" | "Customer" | "Material" | "Branch" | "CompanyCode" | "Country" | "MarketArea" | "CustomerHierarchy")[];
            keyFigures: ("NetSales" | "OrderIntake" | "Quantity")[];
            marketAreas: string[];
            months: {
                first: string | null;
                last: string | null;
            };
            partnerCompanies: string[];
            rangeTypes: ("CurrentMonth" | "YearToDate" | "Last12Months" | "PreviousYear" | "Month" | "Quarter" | "Year" | "FiscalYear")[];
            regionsHT: string[];
            regionsSAN: string[];
            territoriesHT: string[];
            territoriesSAN: string[];
        };
        SalesPerformanceRow: {
            branches?: number;
            budget: number | null;
            budgetDifference: number | null;
            budgetDifferenceInPercent: number | null;
            changePercent: number | null;
            key: string;
            label: string;
            previousValue: number | null;
            value: number;
        };
        SalesSeries: {
            key: string;
            label: string;
            months: {
                key: string;
                value: number;
            }[];
        };
        SapCharacteristicValueInput: {
            characteristicKey: string;
            valueKey: string;
        };
        SapConfigRequestInput: {
            bauform: string;
            kundenNummer?: string;
            /** @default false */
            noPricing: boolean;
            /** @default [] */
            sapCharacteristics: components["schemas"]["SapCharacteristicValueInput"][];
            /**
             * @default de
             * @enum {string}
             */
            sprache: "de" | "en" | "cs" | "fr" | "it";
        };
        SapConfigResponse: {
            bauform: string;
            complete: boolean;
            consistent: boolean;
            kundenNummer: string | null;
            /** @enum {string} */
            language: "de" | "en" | "cs" | "fr" | "it";
            materialText: string;
            materialVariante: string | null;
            messages: components["schemas"]["ConfigMessage"][];
            price: components["schemas"]["ConfigPrice"] | null;
            /** @enum {string} */
            returnCode: "complete" | "incomplete" | "conflict";
            sapCharacteristics: components["schemas"]["ConfigCharacteristic"][];
        };
        SapSqlColumn: {
            name: string;
            type: string;
        };
        SapSqlQueryInput: {
            query: string;
        };
        SapSqlResult: {
            columns: components["schemas"]["SapSqlColumn"][];
            duration: number;
            items: {
                [key: string]: string | null;
            }[];
            maxBytes: number;
            maxRows: number;
            rowCount: number;
            truncated: boolean;
        };
        SavedConfiguration: {
            bauform: string;
            createdAt: string;
            etag: string;
            id: string;
            kundenNummer: string | null;
            materialText: string;
            materialVariante: string;
            name: string;
            price: components["schemas"]["SavedPrice"];
            sapCharacteristics: {
                characteristicKey: string;
                valueKey: string;
            }[];
            updatedAt: string;
        };
        SavedConfigurationCreateInput: {
            bauform: string;
            kundenNummer?: string;
            name: string;
            /** @default [] */
            sapCharacteristics: components["schemas"]["SapCharacteristicValueInput"][];
            /**
             * @default de
             * @enum {string}
             */
            sprache: "de" | "en" | "cs" | "fr" | "it";
        };
        SavedConfigurationIssue: {
            characteristicKey: string | null;
            /** @enum {string} */
            code: "unknown_kmat" | "unknown_characteristic" | "unknown_value" | "value_not_allowed" | "out_of_range";
            message: string;
            valueKey: string | null;
        };
        SavedConfigurationOpened: {
            bauform: string;
            configuration: components["schemas"]["SapConfigResponse"] | null;
            createdAt: string;
            etag: string;
            id: string;
            issues: components["schemas"]["SavedConfigurationIssue"][];
            kundenNummer: string | null;
            materialText: string;
            materialVariante: string;
            name: string;
            price: components["schemas"]["SavedPrice"];
            priceChanged: boolean;
            sapCharacteristics: {
                characteristicKey: string;
                valueKey: string;
            }[];
            updatedAt: string;
        };
        SavedConfigurationRenameInput: {
            name: string;
        };
        SavedPrice: {
            brutto: number;
            currency: string;
            netto: number;
        };
        SegmentGroup: {
            anzahl: number;
            gehrung: boolean;
            laenge: number;
        };
        SelectStep: {
            merkmale: string[];
            name: string;
            step: number;
        };
        SharedDashboard: {
            ownerId: string;
            ownerName: string;
        };
        SharedQueryInput: {
            /** Format: uuid */
            reportingQueryId: string;
            /** Format: uuid */
            userId: string;
        };
        ShareRecipient: {
            email: string;
            name: string;
            userId: string;
        };
        SignOutEverywhereResult: {
            ended: number;
        };
        SqlAuditEntry: {
            at: string;
            code: string | null;
            durationMs: number;
            id: number;
            /** @enum {string} */
            outcome: "ok" | "refused" | "failed" | "timeout" | "cancelled";
            requestId: string | null;
            rowCount: number | null;
            sqlText: string;
            truncated: boolean;
            user: {
                /** Format: uuid */
                id: string | null;
                name: string;
                sub: string;
            };
        };
        SqlAuditPage: {
            items: components["schemas"]["SqlAuditEntry"][];
            page: number;
            pageSize: number;
            total: number;
        };
        StufenLeistung: {
            heizen: {
                druckverlust: number;
                durchflussBegrenzt: boolean;
                leistung: number;
                ruecklaufTemp: number;
                wasserLeistungsgrenze: number;
                wassermassenstrom: number;
            };
            kuehlen: {
                ansaugTemp: number;
                ausblasTemp: number;
                druckverlust: number;
                durchflussBegrenzt: boolean;
                gesamtleistung: number;
                kondensat: number;
                latenteLeistung: number;
                ruecklaufTemp: number;
                sensibleLeistung: number;
                wasserLeistungsgrenze: number;
                wassermassenstrom: number;
            };
            leistungsstufe: number;
            luftvolumenstrom: number;
            schalldruckpegel: number;
            schallleistungspegel: number;
            steuerspannung: number | null;
        };
        SubscriptionInput: {
            /** @enum {string} */
            format: "xlsx" | "pdf";
            /** @enum {string} */
            frequency: "daily" | "weekly" | "monthly";
            hour: number;
            /** @enum {string} */
            locale: "de" | "en" | "cs" | "fr" | "it";
            monthDay?: number;
            recipients: string[];
            /** Format: uuid */
            reportingQueryId: string;
            weekday?: number;
        };
        SubscriptionRequest: {
            /** @enum {string} */
            format: "xlsx" | "pdf";
            /** @enum {string} */
            frequency: "daily" | "weekly" | "monthly";
            hour: number;
            lastError: string | null;
            lastSentAt: string | null;
            /** @enum {string} */
            locale: "de" | "en" | "cs" | "fr" | "it";
            monthDay: number | null;
            nextRunAt: string;
            queryName: string;
            recipients: string[];
            reportingQueryId: string;
            subscriptionId: string;
            version: number;
            weekday: number | null;
        };
        TauschVorschlag: {
            anzahl: number;
            /** @enum {string} */
            art: "groesser" | "andererTyp" | "zweiHeizkoerper";
            ausfuehrung: string;
            bauhoehe: number;
            baulaenge: number;
            heizkoerpertyp: string;
            normleistung: number;
            vorlaufTemp: number;
        };
        Thumbnail: {
            height: number;
            width: number;
        };
        TotpConfirmationInput: {
            code: string;
        };
        TotpEnrolment: {
            qrCode: string;
            secret: string;
            uri: string;
        };
        UserAttributeInput: {
            value: string;
        };
        UserAttributeRequest: {
            key: string;
            setAt: string;
            setBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            value: string;
        };
        UserCreateInput: {
            /** @default 1 */
            authType: number;
            /** @enum {string} */
            brand?: "arbonia" | "boesch" | "gruenenwald" | "heimag" | "group" | "koralle" | "prolux" | "pzpheating";
            /** @default  */
            department: string;
            /** @default  */
            email: string | "";
            /** @default  */
            firstName: string;
            issuer?: string;
            /** @default  */
            lastName: string;
            /** @enum {string} */
            locale?: "de" | "en" | "cs" | "fr" | "it";
            openIdUserId?: string;
            /** @default null */
            org: number | null;
            roles?: string[];
            /** @default  */
            username: string;
        };
        UserInput: {
            /** @default 1 */
            authType: number;
            /** @default  */
            department: string;
            /** @default  */
            email: string | "";
            /** @default  */
            firstName: string;
            /** @default  */
            lastName: string;
            /** @default null */
            org: number | null;
            /** @default  */
            username: string;
        };
        Username: {
            firstName: string;
            /** Format: uuid */
            id: string;
            lastName: string;
        };
        UserPage: {
            items: components["schemas"]["PortalUser"][];
            page: number;
            pageSize: number;
            total: number;
        };
        UserParameterCreateInput: {
            name: string;
            /** @enum {string} */
            type?: "string" | "number" | "boolean" | "json";
            /** Format: uuid */
            userId?: string;
            value: string;
        };
        UserParameterInput: {
            name: string;
            /**
             * @default string
             * @enum {string}
             */
            type: "string" | "number" | "boolean" | "json";
            value: string;
        };
        UserRoleInput: {
            /** Format: uuid */
            roleId: string;
        };
        UserSignIn: {
            disabled: boolean;
            invitationOpen: boolean;
            /** @enum {string} */
            provider: "embedded" | "external";
            secondFactor: boolean;
        };
        VariantErgebnis: {
            annuitaeten: components["schemas"]["Annuitaeten"];
            batterieKapazitaet: number;
            co2Emissionen: number;
            deckungsanteil: number;
            energie: components["schemas"]["Energiebilanz"];
            erzeuger: string;
            foerderung: number;
            investition: number;
            kurve: components["schemas"]["Kurve"][];
            laufendeKostenErstesJahr: number;
            pv: components["schemas"]["PvBilanz"];
            pvLeistung: number;
            rang: number;
            variante: number;
            vorlaufTemp: number;
            zweitErzeuger: string | null;
        };
        VariantInput: {
            /** @description a plain number (a count, a fraction or a factor) */
            altKesselBaujahr?: number;
            /** @default gasKessel */
            altKesselTyp: string;
            /** @default false */
            batterie: boolean;
            /** @default [] */
            batterieKapazitaeten: number[];
            /**
             * @description in €/kWh
             * @default 700
             */
            batterieProKWh: number;
            /**
             * @description in a
             * @default 20
             */
            betrachtungszeitraum: number;
            /** @default familie4 */
            bewohnerTyp: string;
            /**
             * @description in €/t
             * @default 55
             */
            co2Preis: number;
            /** @default true */
            co2Steuer: boolean;
            /** @default [] */
            deckungsanteile: number[];
            /**
             * @description in €/kWh
             * @default 0.0794
             */
            einspeiseverguetung: number;
            /** @default false */
            eMobilitaet: boolean;
            /** @default [] */
            erzeuger: string[];
            /** @default true */
            foerderung: boolean;
            /** @default [] */
            foerderungen: number[];
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0
             */
            fussbodenheizungAnteil: number;
            /**
             * @default {
             *       "grundpreis": 200,
             *       "arbeitspreis": 0.11,
             *       "preissteigerung": 1.04
             *     }
             */
            gas: components["schemas"]["EnergiepreisInput"];
            /** @default teilsaniert */
            gebaeudestandard: string;
            /** @description in kWh/a */
            haushaltsstrombedarf?: number;
            /** @default true */
            heizen: boolean;
            /** @default false */
            isAnlageModified: boolean;
            /** @default false */
            isDefaultRun: boolean;
            /** @default false */
            isKostenModified: boolean;
            /** @default true */
            isSanierung: boolean;
            /**
             * @description in km/a
             * @default 0
             */
            kilometer: number;
            /** @default false */
            kuehlen: boolean;
            /** @default false */
            lueften: boolean;
            /** @description a plain number (a count, a fraction or a factor) */
            numberOfVariants: number;
            /**
             * @default {
             *       "grundpreis": 0,
             *       "arbeitspreis": 0.1,
             *       "preissteigerung": 1.04
             *     }
             */
            oel: components["schemas"]["EnergiepreisInput"];
            /**
             * @default {
             *       "grundpreis": 0,
             *       "arbeitspreis": 0.08,
             *       "preissteigerung": 1.03
             *     }
             */
            pellets: components["schemas"]["EnergiepreisInput"];
            postleitzahl?: string;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 1.03
             */
            preissteigerungCo2: number;
            /** @default false */
            pv: boolean;
            /**
             * @description in kWp
             * @default 0
             */
            pvAlt: number;
            /** @default [] */
            pvLeistungen: number[];
            /** @default true */
            pvNeu: boolean;
            /**
             * @description in €/kWp
             * @default 1400
             */
            pvProKWp: number;
            /**
             * @default {
             *       "grundpreis": 150,
             *       "arbeitspreis": 0.35,
             *       "preissteigerung": 1.03
             *     }
             */
            strom: components["schemas"]["EnergiepreisInput"];
            /** @description in kWh/a */
            verbrauch?: number;
            /** @default false */
            verbrauchBekannt: boolean;
            /** @default [] */
            vorlaufTemps: number[];
            /** @description in kWh/a */
            warmwasserbedarf?: number;
            /** @description in m² */
            wohnflaeche: number;
            /**
             * @description a plain number (a count, a fraction or a factor)
             * @default 0.03
             */
            zins: number;
            /** @default [] */
            zweitErzeuger: (string | null)[];
        };
        VariantResult: {
            guenstigsteVariante: number;
            heizwaermebedarf: number;
            normAussenTemp: number | null;
            varianten: components["schemas"]["VariantErgebnis"][];
        };
        VentilStufe: {
            kv: number;
            stufe: string;
            volumenstrom: number;
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
    getAccountMe: {
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
                    "application/json": components["schemas"]["AccountProfile"];
                };
            };
            401: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postAccountPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistrationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPasskey"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putAccountPasskeysByPasskeyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRenameInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPasskey"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    deleteAccountPasskeysByPasskeyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            404: components["responses"]["Problem"];
        };
    };
    postAccountPasskeysOptions: {
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
                    "application/json": components["schemas"]["PasskeyRegistrationOptions"];
                };
            };
            401: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putAccountPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeInput"];
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
            404: components["responses"]["Problem"];
        };
    };
    getAccountSessions: {
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
                    "application/json": components["schemas"]["AccountSession"][];
                };
            };
            401: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    deleteAccountSessions: {
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
                    "application/json": components["schemas"]["SignOutEverywhereResult"];
                };
            };
            401: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putAccountTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirmationInput"];
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
            404: components["responses"]["Problem"];
        };
    };
    deleteAccountTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
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
            404: components["responses"]["Problem"];
        };
    };
    postAccountTotpEnrolment: {
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
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            401: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getAudit: {
        parameters: {
            query?: {
                actor?: string;
                entity?: "user" | "role" | "permission" | "permissionSet" | "ressource" | "org";
                entityId?: string;
                from?: string;
                page?: number;
                pageSize?: number;
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
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
        };
    };
    postAuthLoginOpenId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalLoginOpenIdInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalLoginResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
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
        };
    };
    getAuthPermissions: {
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
                    "application/json": components["schemas"]["PortalRessourcePermission"][];
                };
            };
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
        };
    };
    getBekonTracking: {
        parameters: {
            query: {
                Language?: "de" | "en" | "cs" | "fr" | "it";
                Number: string;
                PostalCode: string;
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
                    "application/json": components["schemas"]["BekonTrackingResult"];
                };
            };
            400: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    postBuildingCalcCalc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuildingCalcInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildingCalcResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postBuildingCalcCalcHeatPump: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HeatPumpPlanningInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeatPumpPlanningResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postBuildingCalcCalcInvestFBHhydrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvestFbhInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvestFbhResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postBuildingCalcCalcInvestKWL: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvestKwlInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvestKwlResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postBuildingCalcCalcInvestSystempackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvestSystempackageInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvestSystempackageResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postBuildingCalcGeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buildingCalcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    buildingCalcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postBuildingCalcGenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buildingCalcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    buildingCalcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getBuildingCalcGetTemplate: {
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
                        input: components["schemas"]["BuildingCalc"];
                        katalog: {
                            bauteilarten: string[];
                            /** @enum {boolean} */
                            beispieldaten: true;
                            standorte: {
                                normAussenTemp: number;
                                standort: string;
                            }[];
                            systempakete: {
                                heizleistung: number;
                                paket: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postBuildingCalcHeatPumpGeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    heatPumpData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    heatPumpData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postBuildingCalcHeatPumpGenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    heatPumpData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    heatPumpData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postBuildingCalcV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VariantInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariantResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getBuildingProjectProductStates: {
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
                    "application/json": components["schemas"]["ProductState"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getBuildingProjectProjects: {
        parameters: {
            query?: {
                BranchCode?: string;
                CompanyCode?: string;
                Name?: string;
                Number?: string;
                State?: string;
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
                    "application/json": components["schemas"]["BuildingProject"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getCalcProjects: {
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
                    "application/json": components["schemas"]["CalcProjectSummary"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postCalcProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalcProjectInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalcProjectRequest"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
        };
    };
    getCalcProjectsById: {
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
                    "application/json": components["schemas"]["CalcProjectRequest"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putCalcProjectsById: {
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
                "application/json": components["schemas"]["CalcProjectInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalcProjectRequest"];
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
    deleteCalcProjectsById: {
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getCalcProjectsByIdGenerateByFormat: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path: {
                format: "PDF" | "XLSX" | "GAEB";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/xml": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postConvectorLoadCalcCalc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrilleLoadInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrilleLoadResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postConvectorLoadCalcGeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    convectorLoadCalcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    convectorLoadCalcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postConvectorLoadCalcGenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    convectorLoadCalcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    convectorLoadCalcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getConvectorLoadCalcGetTemplate: {
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
                        input: components["schemas"]["GrilleLoad"];
                        katalog: {
                            /** @enum {boolean} */
                            beispieldaten: true;
                            materialien: {
                                bezeichnung: string;
                                material: string;
                            }[];
                            profile: {
                                bezeichnung: string;
                                typAbdeckung: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postCrossDesignerCalc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CoverDesignInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverDesignResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postCrossDesignerGeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    crossDesignerData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    crossDesignerData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postCrossDesignerGenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    crossDesignerData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    crossDesignerData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getCustomer: {
        parameters: {
            query?: {
                AccountGroups?: string[];
                City?: string;
                CompanyCode?: string;
                Fuzzy?: "0" | "1" | "true" | "false";
                Name?: string;
                Name2?: string;
                Number?: string;
                Score?: number;
                Street?: string;
                Top?: number;
                Type?: string;
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
                    "application/json": components["schemas"]["Customer"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    postDynamicConfigurator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SapConfigRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SapConfigResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getDynamicConfiguratorGetCharacteristicListFirst: {
        parameters: {
            query: {
                bauform: string;
                kundenNummer?: string;
                language?: "de" | "en" | "cs" | "fr" | "it";
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
                    "application/json": components["schemas"]["SapConfigResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getDynamicConfiguratorGetCustomerNumber: {
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
                    "application/json": components["schemas"]["CustomerNumber"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getDynamicConfiguratorGetInfoText: {
        parameters: {
            query: {
                bauform: string;
                language?: "de" | "en" | "cs" | "fr" | "it";
                merkmal?: string;
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
                    "application/json": components["schemas"]["InfoText"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getDynamicConfiguratorGetKMat: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
                sparte?: string;
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
                    "application/json": components["schemas"]["Kmat"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getDynamicConfiguratorGetProductGroupsData: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
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
                    "application/json": components["schemas"]["ProductGroup"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getDynamicConfiguratorGetSelectStepData: {
        parameters: {
            query: {
                bauform: string;
                language?: "de" | "en" | "cs" | "fr" | "it";
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
                    "application/json": components["schemas"]["SelectStep"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getDynamicConfiguratorSavedConfiguration: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
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
                    "application/json": components["schemas"]["SavedConfiguration"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    postDynamicConfiguratorSavedConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedConfigurationCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedConfiguration"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getDynamicConfiguratorSavedConfigurationById: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
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
                    "application/json": components["schemas"]["SavedConfigurationOpened"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    putDynamicConfiguratorSavedConfigurationById: {
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
                "application/json": components["schemas"]["SavedConfigurationRenameInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    deleteDynamicConfiguratorSavedConfigurationById: {
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getFavorites: {
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
                    "application/json": components["schemas"]["PortalFavorite"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FavoriteCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalFavorite"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFavoritesById: {
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
                    "application/json": components["schemas"]["PortalFavorite"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putFavoritesById: {
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
                "application/json": components["schemas"]["FavoriteInput"];
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
        };
    };
    deleteFavoritesById: {
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
        };
    };
    getFavoritesUserByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                    "application/json": components["schemas"]["PortalFavorite"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFileFile: {
        parameters: {
            query: {
                fileName: string;
                folderName: string;
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putFileFile: {
        parameters: {
            query: {
                fileName: string;
                folderName: string;
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
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
                    "application/json": components["schemas"]["FileEntry"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileEntry"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    deleteFileFile: {
        parameters: {
            query: {
                fileName: string;
                folderName: string;
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
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
        };
    };
    getFileFileByModule: {
        parameters: {
            query: {
                locale?: "de" | "en" | "cs" | "fr" | "it";
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFileFiles: {
        parameters: {
            query: {
                folderName: string;
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
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
                    "application/json": components["schemas"]["FileEntry"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFileFolders: {
        parameters: {
            query: {
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
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
                    "application/json": components["schemas"]["FileFolder"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postFileRestore: {
        parameters: {
            query: {
                fileName: string;
                folderName: string;
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
                version: components["schemas"]["FileVersionNumberInput"];
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
                    "application/json": components["schemas"]["FileEntry"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFileRights: {
        parameters: {
            query: {
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
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
                    "application/json": components["schemas"]["FileAreaRights"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFileSearch: {
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
                    "application/json": components["schemas"]["DocumentHit"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFileThumbnail: {
        parameters: {
            query: {
                fileName: string;
                folderName: string;
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFileVersion: {
        parameters: {
            query: {
                fileName: string;
                folderName: string;
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
                version: components["schemas"]["FileVersionNumberInput"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFileVersions: {
        parameters: {
            query: {
                fileName: string;
                folderName: string;
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
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
                    "application/json": components["schemas"]["FileVersion"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getFileVersionThumbnail: {
        parameters: {
            query: {
                fileName: string;
                folderName: string;
                selectedModule: components["schemas"]["InfoModuleNumberInput"];
                version: components["schemas"]["FileVersionNumberInput"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postHPCCalc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HpcInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HpcResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
        };
    };
    postHPCGenerateGAEB: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hpcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    hpcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postHPCGeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hpcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    hpcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postHPCGenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hpcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    hpcData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getHPCGetTemplate: {
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
                        input: components["schemas"]["Hpc"];
                        katalog: {
                            baulaengen: number[];
                            /** @enum {boolean} */
                            beispieldaten: true;
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
        };
    };
    postKCModelCalc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KcModelInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KcModelSizeResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
        };
    };
    postKCModelCalcOutput: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KcModelInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KcModelResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
        };
    };
    postKCModelGenerateGAEB: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kcModelData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    kcModelData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postKCModelGeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kcModelData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    kcModelData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postKCModelGenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kcModelData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    kcModelData: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getKCModelGetTemplate: {
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
                        input: components["schemas"]["KcModel"];
                        katalog: {
                            baugroessen: {
                                bauhoehe: number;
                                baulaengen: number[];
                                leitersystem: string;
                            }[];
                            /** @enum {boolean} */
                            beispieldaten: true;
                            winkel: ("90" | "135" | "ohne")[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
        };
    };
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
    postKRN41Calc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Krn41SizeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Krn41SizeRequest"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postKRN41CalcOutput: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Krn41Input"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Krn41Result"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postKRN41GenerateGAEB: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    krn41Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    krn41Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postKRN41GeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    krn41Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    krn41Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postKRN41GenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    krn41Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    krn41Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getKRN41GetTemplate: {
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
                        input: components["schemas"]["Krn41"];
                        katalog: {
                            /** @enum {boolean} */
                            beispieldaten: true;
                            groessen: {
                                bauhoehe: number;
                                bautiefe: number;
                                maxLaenge: number;
                                minLaenge: number;
                                sizeKey: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getMaterial: {
        parameters: {
            query?: {
                CompanyCode?: string;
                Fuzzy?: "0" | "1" | "true" | "false";
                Language?: "de" | "en" | "cs" | "fr" | "it";
                Name?: string;
                Number?: string;
                Score?: number;
                Top?: number;
                Type?: string;
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
                    "application/json": components["schemas"]["Material"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getMiniApps: {
        parameters: {
            query?: {
                country?: string;
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
                        module: string;
                        name: string;
                        remoteEntry: string;
                        title: string;
                    }[];
                };
            };
        };
    };
    postMiniAppsLoads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ms: number;
                    name: string;
                    /** @enum {string} */
                    outcome: "loaded" | "failed";
                };
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
            404: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
        };
    };
    getMiniAppsPublic: {
        parameters: {
            query?: {
                country?: string;
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
                        module: string;
                        name: string;
                        remoteEntry: string;
                        title: string;
                    }[];
                };
            };
        };
    };
    postMiniAppsReload: {
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
                        miniApps: string[];
                        routes: number;
                    };
                };
            };
            400: components["responses"]["Problem"];
        };
    };
    getMiniAppsRoutes: {
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
                        apis?: string[];
                        area?: string;
                        back?: string;
                        brands?: {
                            country: string;
                            domain: string;
                        }[];
                        content?: {
                            app: string;
                            /** @enum {string} */
                            kind: "miniApp";
                            module?: string;
                            props?: {
                                [key: string]: unknown;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "menu";
                        };
                        hidden?: boolean;
                        icon?: string;
                        image?: string;
                        name: string;
                        order: number;
                        parent?: string;
                        path: string;
                        permissions: string[];
                        public?: boolean;
                        redirect?: {
                            route: string;
                        };
                        restricted?: boolean;
                        title?: {
                            [key: string]: string;
                        };
                        titleKey: string;
                    }[];
                };
            };
        };
    };
    getOrderSystemArticleByApplicationIdByIdArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["PortalArticle"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    deleteOrderSystemArticleByApplicationIdByIdArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    putOrderSystemArticleByApplicationIdByIdUpdateArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getOrderSystemArticleByApplicationIdArticles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["PortalArticle"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postOrderSystemArticleByApplicationIdCreateArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalArticle"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderSystemArticleByApplicationIdNonDefaultArticles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["PortalArticle"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postOrderSystemOrderByApplicationIdByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KitchenCancelInput"];
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
            409: components["responses"]["Problem"];
        };
    };
    getOrderSystemOrderByApplicationIdExport: {
        parameters: {
            query: {
                country?: string;
                dateRange: string[];
                format?: "xlsx" | "csv";
                locale?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path: {
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderSystemOrderByApplicationIdOrderedArticles: {
        parameters: {
            query: {
                dateRange: string[];
            };
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["OrderedArticles"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderSystemOrderByApplicationIdStatement: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["MonthlyStatement"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderSystemOrderByApplicationIdStatementExport: {
        parameters: {
            query: {
                locale?: "de" | "en" | "cs" | "fr" | "it";
                month: string;
            };
            header?: never;
            path: {
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putOrderSystemPlanByApplicationIdByIdClosed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanClosingInput"];
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
        };
    };
    deleteOrderSystemPlanByApplicationIdByIdDeletePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getOrderSystemPlanByApplicationIdByIdPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putOrderSystemPlanByApplicationIdByIdUpdatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanRequestInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    postOrderSystemPlanByApplicationIdCreatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getOrderSystemPlanByApplicationIdPlan: {
        parameters: {
            query: {
                dateRange: string[];
            };
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["Plan"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderSystemPlanByApplicationIdPlanItems: {
        parameters: {
            query: {
                planId: string;
            };
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["PlanDetail"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderSystemPlanByApplicationIdPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["Plan"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    deleteOrderSystemUserOrderByApplicationIdByIdDeleteOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getOrderSystemUserOrderByApplicationIdByIdOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["PortalOrder"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putOrderSystemUserOrderByApplicationIdByIdUpdateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderUpdateInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    postOrderSystemUserOrderByApplicationIdCreateOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalOrder"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getOrderSystemUserOrderByApplicationIdOrderedUserArticles: {
        parameters: {
            query: {
                dateRange: string[];
            };
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["PortalOrder"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderSystemUserOrderByApplicationIdOrderedUserArticlesByPlanId: {
        parameters: {
            query: {
                planId: string;
            };
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["PortalOrder"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderSystemUserOrderByApplicationIdPlans: {
        parameters: {
            query: {
                dateRange: string[];
            };
            header?: never;
            path: {
                applicationId: string;
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
                    "application/json": components["schemas"]["OrderablePlans"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderSystemUserOrderCanteens: {
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
                    "application/json": components["schemas"]["CanteenListEntry"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getOrderTracking: {
        parameters: {
            query?: {
                AbNumber?: string;
                CompanyCode?: string;
                CustomerNumber?: string;
                MaterialNumber?: string;
                MaterialSearchCode?: string;
                OrderDates?: string[];
                OrderNumber?: string;
                SalesGroupKey?: string[];
                SearchServices?: "0" | "1" | "true" | "false";
                StatusKey?: string[];
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
                    "application/json": components["schemas"]["OrderTrackingResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getOrderTrackingByOrderNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
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
                    "application/json": components["schemas"]["SalesOrderDetail"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getOrderTrackingByOrderNumberDocumentByDocument: {
        parameters: {
            query?: {
                Country?: string;
                Language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path: {
                document: "confirmation" | "deliveryNote" | "invoice";
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getOrderTrackingExport: {
        parameters: {
            query?: {
                AbNumber?: string;
                CompanyCode?: string;
                Country?: string;
                CustomerNumber?: string;
                format?: "xlsx" | "csv";
                Language?: "de" | "en" | "cs" | "fr" | "it";
                MaterialNumber?: string;
                MaterialSearchCode?: string;
                OrderDates?: string[];
                OrderNumber?: string;
                SalesGroupKey?: string[];
                SearchServices?: "0" | "1" | "true" | "false";
                StatusKey?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getOrg: {
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
                    "application/json": components["schemas"]["OrgRequest"][];
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
    postOrg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgDetail"];
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
    putOrgById: {
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
                "application/json": components["schemas"]["OrgInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    deleteOrgById: {
        parameters: {
            query?: {
                cascade?: "true" | "false";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getOrgPrivate: {
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
                    "application/json": components["schemas"]["OrgRequest"][];
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
    getOrgPublic: {
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
                    "application/json": components["schemas"]["OrgRequest"][];
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
    getPermissions: {
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
                    "application/json": components["schemas"]["PortalPermission"][];
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
    postPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalPermission"];
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
    getPermissionsById: {
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
                    "application/json": components["schemas"]["PortalPermission"];
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
    putPermissionsById: {
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
                "application/json": components["schemas"]["PermissionInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    deletePermissionsById: {
        parameters: {
            query?: {
                cascade?: "true" | "false";
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getPermissionsByIdPermissionSet: {
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
                    "application/json": components["schemas"]["PermissionSetSummary"][];
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
    getPermissionSets: {
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
                    "application/json": components["schemas"]["PortalPermissionSet"][];
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
    postPermissionSets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionSetInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalPermissionSet"];
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
    getPermissionSetsById: {
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
                    "application/json": components["schemas"]["PortalPermissionSet"];
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
    putPermissionSetsById: {
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
                "application/json": components["schemas"]["PermissionSetInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    deletePermissionSetsById: {
        parameters: {
            query?: {
                cascade?: "true" | "false";
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getPermissionSetsByIdResource: {
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
                    "application/json": components["schemas"]["PortalRessource"][];
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
    getPermissionSetsByIdRole: {
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
                    "application/json": components["schemas"]["Role"][];
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
    postPermissionSetsByPermissionSetIdPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                permissionSetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionSetDetailInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalPermissionSet"];
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
    deletePermissionSetsByPermissionSetIdPermissionsByPermissionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                permissionId: string;
                permissionSetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getPMKRN92: {
        parameters: {
            query: {
                /** @description in mm */
                Bauhoehe: number;
                /** @description in mm */
                Baulaenge: number;
                /** @description in mm */
                Bautiefe: number;
                /** @description in °C */
                PrimaerluftTemp: number;
                /** @description in m³/h */
                PrimaerluftVolumenstrom: number;
                /** @description in °C */
                RaumTemp?: number;
                /** @description in °C */
                RuecklaufTemp: number;
                /** @description in °C */
                VorlaufTemp: number;
                WinkelAnfang?: boolean;
                WinkelEnde?: boolean;
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
                    "application/json": components["schemas"]["Krn92Result"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postPMKRN92GenerateGAEB: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    krn92Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    krn92Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postPMKRN92GeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    krn92Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    krn92Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postPMKRN92GenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    krn92Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
                "multipart/form-data": {
                    krn92Data: string | {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getPMKRN92GetTemplate: {
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
                        input: components["schemas"]["Krn92"];
                        katalog: {
                            /** @enum {boolean} */
                            beispieldaten: true;
                            groessen: {
                                bauhoehe: number;
                                bautiefe: number;
                                maxLaenge: number;
                                minLaenge: number;
                                primaerluftMax: number;
                                primaerluftMin: number;
                                sizeKey: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getQuestionnaire: {
        parameters: {
            query?: {
                locale?: string;
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
                    "application/json": components["schemas"]["QuestionnaireSummary"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
        };
    };
    postQuestionnaireByQuestionnaireIdAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionnaireId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerInput"];
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
                        /** Format: uuid */
                        id: string;
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
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
        };
    };
    postQuestionnaireByQuestionnaireIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionnaireId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
        };
    };
    getQuestionnaireByQuestionnaireIdQuestion: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                questionnaireId: number;
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
                    "application/json": components["schemas"]["Question"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
        };
    };
    postQuestionnaireByQuestionnaireIdResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionnaireId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResponseInput"];
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
                        anonymous: boolean;
                        questionnaireId: number;
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
                        anonymous: boolean;
                        questionnaireId: number;
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
        };
    };
    getQuestionnaireByQuestionnaireIdResult: {
        parameters: {
            query?: {
                country?: string;
                format?: "json" | "csv" | "xlsx";
                locale?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path: {
                questionnaireId: number;
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
                    "application/json": components["schemas"]["QuestionnaireResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
        };
    };
    getQuestionnaireResults: {
        parameters: {
            query?: {
                locale?: string;
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
                    "application/json": components["schemas"]["QuestionnaireResultsEntry"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
        };
    };
    postReportingChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChartInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChartRequest"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    deleteReportingChartById: {
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
        };
    };
    getReportingChartByIdData: {
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
                    "application/json": components["schemas"]["ReportResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getReportingDashboard: {
        parameters: {
            query?: {
                ownerId?: string;
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
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postReportingDashboardShare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardShareRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            201: {
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
        };
    };
    deleteReportingDashboardShareByOwnerIdByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ownerId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
        };
    };
    getReportingDashboardShared: {
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
                    "application/json": components["schemas"]["SharedDashboard"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getReportingMetadata: {
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
                    "application/json": components["schemas"]["ReportDatasetSummary"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getReportingMetadataById: {
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
                    "application/json": components["schemas"]["ReportDataset"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getReportingQuery: {
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
                    "application/json": components["schemas"]["ReportingQueryRequest"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postReportingQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportingQueryInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingQueryRequest"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
        };
    };
    getReportingQueryById: {
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
                    "application/json": components["schemas"]["ReportingQueryRequest"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    putReportingQueryById: {
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
                "application/json": components["schemas"]["ReportingQueryInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingQueryRequest"];
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
    deleteReportingQueryById: {
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
    postReportingReport: {
        parameters: {
            query?: {
                country?: string;
                format?: "json" | "xlsx" | "csv" | "pdf";
                locale?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getReportingSharedQuery: {
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
                    "application/json": components["schemas"]["ReportingSharedQuery"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postReportingSharedQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SharedQueryInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingSharedQuery"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingSharedQuery"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    deleteReportingSharedQueryByIdByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
        };
    };
    getReportingSharedQueryRecipients: {
        parameters: {
            query: {
                search: string;
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
                    "application/json": components["schemas"]["ShareRecipient"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    getReportingSubscription: {
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
                    "application/json": components["schemas"]["SubscriptionRequest"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postReportingSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionRequest"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
        };
    };
    putReportingSubscriptionById: {
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
                "application/json": components["schemas"]["SubscriptionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionRequest"];
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
    deleteReportingSubscriptionById: {
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
        };
    };
    getResources: {
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
                    "application/json": components["schemas"]["PortalRessource"][];
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
    postResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RessourceInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalRessource"];
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
    getResourcesById: {
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
                    "application/json": components["schemas"]["PortalRessource"];
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
    putResourcesById: {
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
                "application/json": components["schemas"]["RessourceInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    deleteResourcesById: {
        parameters: {
            query?: {
                cascade?: "true" | "false";
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getResourcesByIdResource: {
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
                    "application/json": components["schemas"]["PortalRessourceGroup"];
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
    getResourcesGroups: {
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
                    "application/json": components["schemas"]["PortalRessourceGroup"][];
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
    getRole: {
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
                    "application/json": components["schemas"]["Role"][];
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
    postRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
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
    getRoleById: {
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
                    "application/json": components["schemas"]["Role"];
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
    putRoleById: {
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
                "application/json": components["schemas"]["RoleRequestInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    deleteRoleById: {
        parameters: {
            query?: {
                cascade?: "true" | "false";
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getRoleByRoleIdResourcePermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: string;
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
                    "application/json": components["schemas"]["RoleRessourcePermission"][];
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
    deleteRoleByRoleIdResourcePermissionByRessourceIdByPermissionSetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                permissionSetId: string;
                ressourceId: string;
                roleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    postRoleByRoleIdResourcePermissionByRessourceIdByPermissionSetIdByAccessType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accessType: "0" | "1";
                permissionSetId: string;
                ressourceId: string;
                roleId: string;
            };
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
                    "application/json": null;
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
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getRoleByRoleIdUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: string;
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
                    "application/json": components["schemas"]["PortalUser"][];
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
    getSalesPerformance: {
        parameters: {
            query?: {
                After?: string;
                Branchcode?: string[];
                CompareType?: "None" | "PreviousYear" | "Budget";
                CompCode?: string[];
                Country?: string[];
                Currency?: "EUR" | "CHF" | "CZK";
                CustomerHierarchy?: string[];
                Grouping?: "Month" | "Customer" | "Material" | "Branch" | "CompanyCode" | "Country" | "MarketArea" | "CustomerHierarchy";
                HeadOffice?: string;
                IsValid?: "0" | "1" | "true" | "false";
                KeyFigure?: "NetSales" | "OrderIntake" | "Quantity";
                MarketArea?: string[];
                PageSize?: number;
                PartnerCompany?: string[];
                Period?: string;
                RangeType?: "CurrentMonth" | "YearToDate" | "Last12Months" | "PreviousYear" | "Month" | "Quarter" | "Year" | "FiscalYear";
                RegionHT?: string[];
                RegionSAN?: string[];
                Series?: "Month";
                TerritoryHT?: string[];
                TerritorySAN?: string[];
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
                    "application/json": components["schemas"]["SalesPerformance"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getSalesPerformanceExport: {
        parameters: {
            query?: {
                Branchcode?: string[];
                CompareType?: "None" | "PreviousYear" | "Budget";
                CompCode?: string[];
                Country?: string[];
                Currency?: "EUR" | "CHF" | "CZK";
                CustomerHierarchy?: string[];
                format?: "xlsx" | "csv";
                Grouping?: "Month" | "Customer" | "Material" | "Branch" | "CompanyCode" | "Country" | "MarketArea" | "CustomerHierarchy";
                HeadOffice?: string;
                IsValid?: "0" | "1" | "true" | "false";
                KeyFigure?: "NetSales" | "OrderIntake" | "Quantity";
                Language?: "de" | "en" | "cs" | "fr" | "it";
                MarketArea?: string[];
                PartnerCompany?: string[];
                Period?: string;
                RangeType?: "CurrentMonth" | "YearToDate" | "Last12Months" | "PreviousYear" | "Month" | "Quarter" | "Year" | "FiscalYear";
                RegionHT?: string[];
                RegionSAN?: string[];
                SiteCountry?: string;
                TerritoryHT?: string[];
                TerritorySAN?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getSalesPerformanceFilter: {
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
                    "application/json": components["schemas"]["SalesPerformanceFilter"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    postSapSql: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SapSqlQueryInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SapSqlResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getSapSqlAudit: {
        parameters: {
            query?: {
                from?: string;
                outcome?: "ok" | "refused" | "failed" | "timeout" | "cancelled";
                page?: number;
                pageSize?: number;
                to?: string;
                user?: string;
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
                    "application/json": components["schemas"]["SqlAuditPage"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getScimDirectory: {
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
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        issuer: string;
                        name: string;
                        roleMapping: {
                            [key: string]: string;
                        };
                        scimUrl: string;
                        tokenActive: boolean;
                        tokenIssuedAt: string | null;
                    }[];
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
    postScimDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    issuer?: string;
                    name: string;
                    /** @default {} */
                    roleMapping?: {
                        [key: string]: string;
                    };
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
                        directory: {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            issuer: string;
                            name: string;
                            roleMapping: {
                                [key: string]: string;
                            };
                            scimUrl: string;
                            tokenActive: boolean;
                            tokenIssuedAt: string | null;
                        };
                        token: string;
                    };
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
    getScimDirectoryById: {
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
                    "application/json": {
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        issuer: string;
                        name: string;
                        roleMapping: {
                            [key: string]: string;
                        };
                        scimUrl: string;
                        tokenActive: boolean;
                        tokenIssuedAt: string | null;
                    };
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
    postScimDirectoryByIdToken: {
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
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        directory: {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            issuer: string;
                            name: string;
                            roleMapping: {
                                [key: string]: string;
                            };
                            scimUrl: string;
                            tokenActive: boolean;
                            tokenIssuedAt: string | null;
                        };
                        token: string;
                    };
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
    deleteScimDirectoryByIdToken: {
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getUser: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                query?: string;
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
                    "application/json": components["schemas"]["UserPage"];
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
    postUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUser"];
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
                    "application/json": components["schemas"]["PortalUser"];
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
    putUserById: {
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
                "application/json": components["schemas"]["UserInput"];
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    deleteUserById: {
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getUserByUserIdAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                    "application/json": components["schemas"]["EffectiveRessource"][];
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
    getUserByUserIdAccessByRessourceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ressourceId: string;
                userId: string;
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
                    "application/json": components["schemas"]["EffectiveRessource"];
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
    getUserByUserIdAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                    "application/json": components["schemas"]["UserAttributeRequest"][];
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
    putUserByUserIdAttributeByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserAttributeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAttributeRequest"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAttributeRequest"];
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
    deleteUserByUserIdAttributeByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    postUserByUserIdDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    postUserByUserIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    deleteUserByUserIdFactors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getUserByUserIdFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                    "application/json": components["schemas"]["PortalFavorite"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postUserByUserIdInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getUserByUserIdParameter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                    "application/json": components["schemas"]["PortalUserParameter"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postUserByUserIdParameter: {
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
                "application/json": components["schemas"]["UserParameterInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserParameter"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserParameter"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    deleteUserByUserIdParameterByParameterId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                parameterId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
        };
    };
    getUserByUserIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                    "application/json": components["schemas"]["Role"][];
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
    postUserByUserIdRole: {
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
                "application/json": components["schemas"]["UserRoleInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
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
    deleteUserByUserIdRoleByRoleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            409: components["responses"]["Problem"];
            412: components["responses"]["Problem"];
            428: components["responses"]["Problem"];
        };
    };
    getUserByUserIdSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                    "application/json": components["schemas"]["UserSignIn"];
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
    getUserUsernames: {
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
                    "application/json": components["schemas"]["Username"][];
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
    getUserParameter: {
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
                    "application/json": components["schemas"]["PortalUserParameter"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    postUserParameter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserParameterCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserParameter"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserParameter"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
        };
    };
    deleteUserParameterByUserParametersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userParametersId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
        };
    };
    postXFlairCalcOutput: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RadiatorCalcInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadiatorCalcResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postXFlairGenerateGAEB: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairData: string | {
                        [key: string]: unknown;
                    };
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairData: string | {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postXFlairGeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairData: string | {
                        [key: string]: unknown;
                    };
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairData: string | {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postXFlairGenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairData: string | {
                        [key: string]: unknown;
                    };
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairData: string | {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getXFlairGetTemplate: {
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
                        input: components["schemas"]["RadiatorCalc"];
                        katalog: {
                            /** @enum {boolean} */
                            beispieldaten: true;
                            heizkoerper: {
                                ausfuehrung: string;
                                bauhoehen: number[];
                                baulaengen: number[];
                                heizkoerpertyp: string;
                            }[];
                            luefterstufen: {
                                ausfuehrung: string;
                                heizkoerpertyp: string;
                                stufen: number[];
                            }[];
                            ventile: {
                                stufen: string[];
                                ventil: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postXFlairTauschCalcOutput: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RadiatorExchangeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RadiatorExchangeResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postXFlairTauschGenerateGAEB: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairTauschData: string | {
                        [key: string]: unknown;
                    };
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairTauschData: string | {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postXFlairTauschGeneratePDF: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairTauschData: string | {
                        [key: string]: unknown;
                    };
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairTauschData: string | {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    postXFlairTauschGenerateXLSX: {
        parameters: {
            query?: {
                language?: "de" | "en" | "cs" | "fr" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairTauschData: string | {
                        [key: string]: unknown;
                    };
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    language?: "de" | "en" | "cs" | "fr" | "it";
                    projekt?: string;
                    xflairTauschData: string | {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
    getXFlairTauschGetTemplate: {
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
                        input: components["schemas"]["RadiatorExchange"];
                        katalog: {
                            /** @enum {boolean} */
                            beispieldaten: true;
                            heizkoerper: {
                                ausfuehrung: string;
                                bauhoehen: number[];
                                baulaengen: number[];
                                heizkoerpertyp: string;
                            }[];
                            luefterstufen: {
                                ausfuehrung: string;
                                heizkoerpertyp: string;
                                stufen: number[];
                            }[];
                            ventile: {
                                stufen: string[];
                                ventil: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
        };
    };
}
